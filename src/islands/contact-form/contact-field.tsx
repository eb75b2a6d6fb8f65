import type { ReactNode } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { InfoTip } from "~/components/ui/info-tip";
import { Input } from "~/components/ui/input";
import { Select } from "~/components/ui/select";
import { Textarea } from "~/components/ui/textarea";
import { CONTACT_FIELDS, fieldId, type ContactField, type FieldDescription } from "~/contact/contact-fields";
import { FormField } from "~/islands/contact-form/form-field";

/** A field's words from the contact page's file (pages.schema.ts gives each kind its own). */
export type FieldWords = { label: string; hint?: string | undefined; placeholder?: string; help?: string };

/** The id of a field's counter ("n/2000 characters"), which describes its control. */
export const counterId = (field: ContactField) => `${fieldId(field)}-length`;

/** Whether the field sits in the rows of two from 640 px: all but the longer texts, which take the full width. */
export const inRow = (field: ContactField) => CONTACT_FIELDS[field].kind !== "textarea";

/**
 * One field of the discovery-call form, as its description (contact-fields.ts) makes it: the control of its kind,
 * labelled with the firm's words, with its limit, its autocomplete token and its error.
 */
export function ContactFieldControl({
  field,
  words,
  error,
  registered,
  footer,
}: {
  field: ContactField;
  words: FieldWords;
  error: string | undefined;
  /** react-hook-form's registration, and the value the page was rendered with. */
  registered: UseFormRegisterReturn & { defaultValue: string };
  /** Under the control: the counter of a field described with one. */
  footer?: ReactNode;
}) {
  const described: FieldDescription = CONTACT_FIELDS[field];
  const id = fieldId(field);
  if (described.kind === "select") {
    return (
      <FormField
        id={id}
        inRow
        label={words.label}
        // SPEC §4's tooltip from 640 px; on a phone it would cover the field above, so the same words show as the
        // field's hint there.
        hint={words.help}
        hintOnPhonesOnly
        labelAside={
          <InfoTip about={words.label} className="max-sm:hidden">
            {words.help ?? ""}
          </InfoTip>
        }
        error={error}
      >
        {(control) => (
          <Select {...control} {...registered}>
            <option value="">{words.placeholder}</option>
            {described.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </Select>
        )}
      </FormField>
    );
  }
  const maxLength = described.stopAtLimit ? described.max : undefined;
  if (described.kind === "textarea") {
    return (
      <FormField
        id={id}
        label={words.label}
        hint={words.hint}
        required={described.required}
        error={error}
        footer={footer}
        footerId={footer ? counterId(field) : undefined}
      >
        {(control) => <Textarea {...control} {...registered} rows={described.rows} maxLength={maxLength} />}
      </FormField>
    );
  }
  const email =
    described.kind === "email" ? { type: "email", inputMode: "email" as const, spellCheck: false } : undefined;
  return (
    <FormField id={id} inRow label={words.label} hint={words.hint} required={described.required} error={error}>
      {(control) => (
        <Input {...control} {...registered} {...email} autoComplete={described.autoComplete} maxLength={maxLength} />
      )}
    </FormField>
  );
}
