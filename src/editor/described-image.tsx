import { fields, type FormFieldInputProps } from "@keystatic/core";
import { useEffect, useSyncExternalStore } from "react";

type ImageOptions = Parameters<typeof fields.image>[0];
type TextOptions = { label: string; description?: string; multiline?: boolean };

/** Whether the form's photo is set: written by the photo's field, read by its description's. */
function presence() {
  let chosen = false;
  const listeners = new Set<() => void>();
  return {
    get: () => chosen,
    set(value: boolean) {
      if (value === chosen) return;
      chosen = value;
      for (const listener of listeners) listener();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * A photo and its description, each its own line of the file (`photo:`, `photoAlt:`), the description required
 * whenever a photo is set, as the build requires it. Keystatic checks each field on its own and has no rule across
 * fields, so the two share whether a photo is chosen: the photo's field says so as it shows and as Save checks it,
 * and the description's field is then the required kind. Save checks a form's fields in their order, so the photo
 * must come first in the schema.
 */
export function describedImage(image: ImageOptions, description: TextOptions) {
  const photo = presence();
  const imageField = fields.image(image);
  const optional = fields.text(description);
  const required = fields.text({ ...description, validation: { isRequired: true } });
  type ImageValue = Parameters<typeof imageField.validate>[0];

  function PhotoInput(props: FormFieldInputProps<ImageValue>) {
    const Input = imageField.Input;
    useEffect(() => photo.set(props.value !== null), [props.value]);
    return <Input {...props} />;
  }
  function DescriptionInput(props: FormFieldInputProps<string>) {
    const chosen = useSyncExternalStore(photo.subscribe, photo.get, () => false);
    const Input = chosen ? required.Input : optional.Input;
    return <Input {...props} />;
  }

  return {
    image: {
      ...imageField,
      Input: PhotoInput,
      validate(value: ImageValue) {
        photo.set(value !== null);
        return imageField.validate(value);
      },
    } satisfies typeof imageField,
    description: {
      ...optional,
      Input: DescriptionInput,
      validate: (value: string, extra: Parameters<typeof optional.validate>[1]) =>
        (photo.get() ? required : optional).validate(value, extra),
    } satisfies typeof optional,
  };
}
