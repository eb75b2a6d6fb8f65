import { Loader2 } from "lucide-react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { Controller, useForm, useWatch, type Control } from "react-hook-form";
import { Button } from "~/components/ui/button";
import { InfoTip } from "~/components/ui/info-tip";
import { Input } from "~/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "~/components/ui/select";
import { Textarea } from "~/components/ui/textarea";
import { contactContent } from "~/content/contact";
import { site } from "~/content/site";
import {
  EMPTY_FORM,
  FIELD_ORDER,
  LIMITS,
  MESSAGES,
  SERVICE_INTERESTS,
  TIMELINES,
  type ContactField,
  type ContactFormValues,
} from "~/features/contact/contact-rules";
import { FormField } from "~/features/contact/form-field";
import { loadToaster, useLazyToaster, type Toast } from "~/features/contact/use-lazy-toaster";
import { useHydrated } from "~/lib/use-hydrated";

/** SPEC §4: submissions that passed validation in this page session. Memory only: a reload resets it. */
const session = { submissions: 0 };

const loadSchema = () => import("~/features/contact/contact-schema");
const loadSender = () => import("~/features/contact/send-discovery-call");

/** Fetches what a submit needs while the visitor is still typing. */
function prefetch() {
  void Promise.all([loadSchema(), loadSender(), loadToaster()]).catch(() => {
    // A failed prefetch is retried on submit, where the failure is shown.
  });
}

const FORM_ID = "contact-form";

/**
 * What the visitor typed into the pre-rendered form before it hydrated
 * (contact-form-island.tsx); empty when rendered at build or after a client navigation.
 */
function valuesAlreadyTyped(): ContactFormValues {
  if (typeof document === "undefined") return EMPTY_FORM;
  const form = document.getElementById(FORM_ID);
  if (!(form instanceof HTMLFormElement)) return EMPTY_FORM;
  const data = new FormData(form);
  const text = (name: keyof ContactFormValues) => {
    const value = data.get(name);
    return typeof value === "string" ? value : "";
  };
  return {
    ...EMPTY_FORM,
    name: text("name"),
    email: text("email"),
    company: text("company"),
    title: text("title"),
    challenge: text("challenge"),
    message: text("message"),
    honeypot: text("honeypot"),
  };
}

function MessageLength({ control, id }: { control: Control<ContactFormValues>; id: string }) {
  const message = useWatch({ control, name: "message" });
  const hydrated = useHydrated();
  return (
    <p id={id} className="ml-auto shrink-0 text-ink-soft tabular-nums">
      {hydrated ? message.length : 0}/{LIMITS.message} characters
    </p>
  );
}

/** Service Interest or Timeline: a Radix Select whose value is the option's value, "" until chosen. */
function ChoiceField({
  id,
  name,
  copy,
  options,
  control,
  error,
  onChoose,
}: {
  id: string;
  name: "serviceInterest" | "timeline";
  copy: { label: string; placeholder: string; help: string };
  options: readonly { value: string; label: string }[];
  control: Control<ContactFormValues>;
  error: string | undefined;
  onChoose: () => void;
}) {
  return (
    <FormField id={id} label={copy.label} labelAside={<InfoTip about={copy.label}>{copy.help}</InfoTip>} error={error}>
      {(controlProps) => (
        <Controller
          control={control}
          name={name}
          render={({ field }) => (
            <Select
              value={field.value}
              onValueChange={(value) => {
                field.onChange(value);
                onChoose();
              }}
            >
              <SelectTrigger {...controlProps} ref={field.ref} onBlur={field.onBlur}>
                <SelectValue placeholder={copy.placeholder} />
              </SelectTrigger>
              <SelectContent>
                {options.map((option) => (
                  <SelectItem key={option.value} value={option.value}>
                    {option.label}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        />
      )}
    </FormField>
  );
}

function failureDescription() {
  return (
    <>
      {contactContent.form.failureHint}{" "}
      <a href={`mailto:${site.email}`} className="font-semibold text-teal-700 underline underline-offset-2">
        {site.email}
      </a>
      .
    </>
  );
}

export type ContactFormProps = {
  /** Called once the form is interactive. */
  onReady?: () => void;
};

/** The discovery-call form (SPEC §3 to §5): validate, send through EmailJS, and never lose what was typed. */
export function ContactForm({ onReady }: ContactFormProps) {
  const copy = contactContent.form;
  const [typedBeforeHydration] = useState(valuesAlreadyTyped);
  const {
    register,
    control,
    getValues,
    setError,
    clearErrors,
    setFocus,
    reset,
    formState: { errors },
  } = useForm<ContactFormValues>({ defaultValues: typedBeforeHydration });
  const { toaster, getToast } = useLazyToaster();
  const [pending, setPending] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const busy = useRef(false);
  const prefetched = useRef(false);

  const ready = useRef(onReady);
  useEffect(() => ready.current?.(), []);

  const field = (name: ContactField) => register(name, { onChange: () => clearErrors(name) });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // One submission at a time: a double click sends once.
    if (busy.current) return;
    busy.current = true;
    let toast: Toast | undefined;
    try {
      const [{ checkContact }, { sendDiscoveryCall }] = await Promise.all([loadSchema(), loadSender()]);
      toast = await getToast();
      const check = checkContact(getValues(), session.submissions);
      if (!check.ok) {
        // A filled honeypot means a bot: SPEC §5 gives it no visible message.
        if (check.reason === "bot") return;
        if (check.reason === "rate-limit") {
          setNotice(check.message);
          toast.error(check.message);
          return;
        }
        clearErrors();
        const invalid = FIELD_ORDER.filter((name) => check.errors[name]);
        for (const name of invalid) setError(name, { type: "validate", message: check.errors[name] });
        if (invalid[0]) setFocus(invalid[0]);
        toast.error(MESSAGES.validationFailed);
        return;
      }
      clearErrors();
      setNotice(null);
      session.submissions += 1;
      setPending(true);
      await sendDiscoveryCall(check.submission);
      reset(EMPTY_FORM);
      toast.success(MESSAGES.sent);
    } catch {
      // Every value stays in the form; the visitor can retry or write to us.
      if (toast) toast.error(MESSAGES.sendFailed, { description: failureDescription(), duration: 15_000 });
      else setNotice(MESSAGES.sendFailed);
    } finally {
      setPending(false);
      busy.current = false;
    }
  }

  function onFirstFocus() {
    if (prefetched.current) return;
    prefetched.current = true;
    prefetch();
  }

  return (
    <>
      {/* POST: without JavaScript a native submit must not put the visitor's details in a URL (see the noscript note). */}
      <form
        id={FORM_ID}
        method="post"
        noValidate
        onSubmit={submit}
        onFocus={onFirstFocus}
        aria-describedby="contact-required-note"
        className="grid gap-6"
      >
        <p id="contact-required-note" className="text-sm text-ink-soft">
          <span aria-hidden="true" className="font-semibold text-danger">
            *
          </span>{" "}
          {copy.requiredNote}
        </p>
        <div className="grid gap-6 sm:grid-cols-2">
          <FormField id="contact-name" label={copy.fields.name.label} required error={errors.name?.message}>
            {(control) => (
              <Input {...control} {...field("name")} autoComplete="name" placeholder={copy.fields.name.placeholder} />
            )}
          </FormField>
          <FormField id="contact-email" label={copy.fields.email.label} required error={errors.email?.message}>
            {(control) => (
              <Input
                {...control}
                {...field("email")}
                type="email"
                autoComplete="email"
                inputMode="email"
                spellCheck={false}
                placeholder={copy.fields.email.placeholder}
              />
            )}
          </FormField>
          <FormField id="contact-company" label={copy.fields.company.label} required error={errors.company?.message}>
            {(control) => (
              <Input
                {...control}
                {...field("company")}
                autoComplete="organization"
                placeholder={copy.fields.company.placeholder}
              />
            )}
          </FormField>
          <FormField id="contact-title" label={copy.fields.title.label} error={errors.title?.message}>
            {(control) => (
              <Input
                {...control}
                {...field("title")}
                autoComplete="organization-title"
                placeholder={copy.fields.title.placeholder}
              />
            )}
          </FormField>
          <ChoiceField
            id="contact-service-interest"
            name="serviceInterest"
            copy={copy.fields.serviceInterest}
            options={SERVICE_INTERESTS}
            control={control}
            error={errors.serviceInterest?.message}
            onChoose={() => clearErrors("serviceInterest")}
          />
          <ChoiceField
            id="contact-timeline"
            name="timeline"
            copy={copy.fields.timeline}
            options={TIMELINES}
            control={control}
            error={errors.timeline?.message}
            onChoose={() => clearErrors("timeline")}
          />
        </div>
        <FormField
          id="contact-challenge"
          label={copy.fields.challenge.label}
          hint={copy.fields.challenge.hint}
          required
          error={errors.challenge?.message}
        >
          {(control) => <Textarea {...control} {...field("challenge")} rows={5} />}
        </FormField>
        <FormField
          id="contact-message"
          label={copy.fields.message.label}
          hint={copy.fields.message.hint}
          error={errors.message?.message}
          footer={<MessageLength control={control} id="contact-message-length" />}
          footerId="contact-message-length"
        >
          {(control) => <Textarea {...control} {...field("message")} rows={4} maxLength={LIMITS.message} />}
        </FormField>
        {/* A trap for bots: out of sight, out of the tab order and hidden from assistive technology. */}
        <div aria-hidden="true" className="absolute -left-[9999px] size-px overflow-hidden">
          <label htmlFor="contact-website">{copy.fields.honeypot.label}</label>
          <input id="contact-website" type="text" tabIndex={-1} autoComplete="off" {...register("honeypot")} />
        </div>
        <div className="flex flex-col gap-4 border-t border-sand-200 pt-6 sm:flex-row sm:items-center sm:justify-between">
          <noscript>
            <p className="text-sm font-medium text-danger sm:order-2">
              {copy.noScript}{" "}
              <a href={`mailto:${site.email}`} className="underline">
                {site.email}
              </a>
            </p>
          </noscript>
          {notice ? (
            <p role="status" className="text-sm font-medium text-danger sm:order-2">
              {notice}
            </p>
          ) : null}
          <Button type="submit" size="lg" disabled={pending} className="w-full sm:w-auto">
            {pending ? (
              <>
                <Loader2 aria-hidden="true" className="animate-spin motion-reduce:animate-none" />
                {copy.submitting}
              </>
            ) : (
              copy.submit
            )}
          </Button>
        </div>
      </form>
      {toaster}
    </>
  );
}
