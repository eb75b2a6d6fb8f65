import { Combobox, Item } from "@keystar/ui/combobox";
import type { BasicFormField, FormFieldInputProps, FormFieldStoredValue } from "@keystatic/core";
import { isTimeZone, TIME_ZONES } from "~/lib/time-zone";

type TimeZoneOptions = { label: string; description: string };

const notAZone = (value: string) =>
  `"${value}" is not a time zone's name: choose the firm's zone from the list, or leave it empty for the server's zone.`;

/** What the file holds, as text; nothing means the server's zone. */
const asText = (value: FormFieldStoredValue) => (typeof value === "string" ? value.trim() : "");

function TimeZoneInput({
  label,
  description,
  value,
  onChange,
  autoFocus,
}: TimeZoneOptions & FormFieldInputProps<string>) {
  const known = value === "" || isTimeZone(value);
  // A zone typed by hand that is none of the list stays shown (and marked) until one of the list is chosen.
  const zones = (known ? TIME_ZONES : [...TIME_ZONES, value]).map((zone) => ({ zone }));
  return (
    <Combobox
      label={label}
      description={description}
      defaultItems={zones}
      selectedKey={value || null}
      onSelectionChange={(key) => onChange(key === null ? "" : String(key))}
      menuTrigger="focus"
      // Keystatic asks for focus on the field a dialog opens with, as its own fields do.
      // eslint-disable-next-line jsx-a11y-x/no-autofocus
      autoFocus={autoFocus}
      width={{ mobile: "auto", tablet: "scale.4600" }}
      errorMessage={known ? undefined : notAZone(value)}
    >
      {(item) => <Item key={item.zone}>{item.zone}</Item>}
    </Combobox>
  );
}

/**
 * The firm's time zone: a list of the zones to search by typing ("Chicago" finds America/Chicago). Empty writes no
 * line, and the server's zone applies; a zone typed by hand that is none of the list opens, marked, and will not save.
 */
export function timeZone(input: TimeZoneOptions): BasicFormField<string> {
  const validate = (value: string) => {
    if (value !== "" && !isTimeZone(value)) throw new Error(notAZone(value));
    return value;
  };
  return {
    kind: "form",
    label: input.label,
    Input: (props) => <TimeZoneInput {...input} {...props} />,
    defaultValue: () => "",
    parse: asText,
    validate,
    serialize: (value) => ({ value: value === "" ? undefined : value }),
    reader: { parse: (value) => validate(asText(value)) },
  };
}
