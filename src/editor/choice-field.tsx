import { Item, Picker } from "@keystar/ui/picker";
import type { BasicFormField, FormFieldInputProps, FormFieldStoredValue } from "@keystatic/core";

type Choice = { label: string; value: string };

type ChoiceOptions = {
  label: string;
  description?: string;
  options: readonly Choice[];
  defaultValue: string;
  /** What to tell the owner about a value that is none of the options, e.g. "Leadershp" is not a group. */
  notAnOption: (value: string) => string;
};

/** What the file holds, as text: a value typed by hand may be any YAML scalar. */
function asText(value: FormFieldStoredValue, defaultValue: string): string {
  if (value === undefined) return defaultValue;
  if (value === null) return "";
  return value instanceof Date ? value.toISOString().slice(0, 10) : String(value);
}

function ChoiceInput({
  label,
  description,
  options,
  notAnOption,
  value,
  onChange,
  autoFocus,
}: Omit<ChoiceOptions, "defaultValue"> & FormFieldInputProps<string>) {
  const known = options.some((option) => option.value === value);
  // The value as the file wrote it stays listed (and selected) until the owner picks one of the options.
  const items = known ? options : [...options, { label: `${value} (as written)`, value }];
  return (
    <Picker
      label={label}
      description={description}
      items={items}
      value={value}
      onChange={(key) => {
        if (key !== null) onChange(String(key));
      }}
      // Keystatic asks for focus on the field a dialog opens with, as its own select does.
      // eslint-disable-next-line jsx-a11y-x/no-autofocus
      autoFocus={autoFocus}
      width={{ mobile: "auto", tablet: "alias.singleLineWidth" }}
      errorMessage={known ? undefined : notAnOption(value)}
    >
      {(item) => <Item key={item.value}>{item.label}</Item>}
    </Picker>
  );
}

/**
 * A dropdown that opens whatever its line of the file holds. Keystatic's own select refuses a value that is none of
 * its options, and with it the whole entry ("Field validation failed: groups.0: Must be a valid option"), so a
 * group misspelt in a text editor would lock the member out of the editor. This one opens it, marked with what to
 * do, and will not save until one of the options is chosen.
 */
export function choice({
  defaultValue,
  ...input
}: ChoiceOptions): BasicFormField<string> & { options: readonly Choice[] } {
  const validate = (value: string) => {
    if (!input.options.some((option) => option.value === value)) throw new Error(input.notAnOption(value));
    return value;
  };
  return {
    kind: "form",
    label: input.label,
    options: input.options,
    Input: (props) => <ChoiceInput {...input} {...props} />,
    defaultValue: () => defaultValue,
    parse: (value) => asText(value, defaultValue),
    validate,
    serialize: (value) => ({ value }),
    reader: { parse: (value) => validate(asText(value, defaultValue)) },
  };
}
