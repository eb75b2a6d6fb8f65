import { CircleAlert, CircleCheck, Loader2 } from "lucide-react";
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type MouseEvent,
  type Ref,
  type SubmitEvent,
} from "react";
import { flushSync } from "react-dom";
import { useForm, type FieldErrors as FormErrors, type UseFormReturn } from "react-hook-form";
import { buttonVariants } from "~/components/ui/button";
import { TooltipProvider } from "~/components/ui/tooltip";
import type { ContactFormCopy } from "~/content/pages.schema";
import { site } from "~/content/site";
import { cn } from "~/lib/cn";
import { CONTACT_FIELDS, FIELD_ORDER, type ContactField, type FieldDescription } from "~/contact/contact-fields";
import {
  EMPTY_FORM,
  FIELD_IDS,
  FORM_ID,
  MESSAGES,
  PRIVACY_PATH,
  SUBMISSIONS_FIELD,
  type ContactFormValues,
} from "~/contact/contact-rules";
import type { FieldErrors } from "~/contact/contact-schema";
import { ContactFieldControl, counterId, inRow } from "~/islands/contact-form/contact-field";
import { clearDraft, readDraft, restorable, saveDraft } from "~/islands/contact-form/draft";
import { mailtoWithDetails } from "~/islands/contact-form/mail-fallback";
import { markReady } from "~/islands/contact-form/mark-ready";
import { requestFormToken } from "~/islands/contact-form/form-token";
import type { NativeAction } from "~/islands/contact-form/native-action";
import { loadToaster, useLazyToaster, type Toast } from "~/islands/contact-form/use-lazy-toaster";

const loadSchema = () => import("~/contact/contact-schema");
const loadSender = () => import("~/islands/contact-form/send-discovery-call");

/** Fetches what a submit needs while the visitor is still typing. */
function prefetch() {
  void Promise.all([loadSchema(), loadSender(), loadToaster()]).catch(() => {
    // A failed prefetch is retried on submit, where the failure is shown.
  });
}

/** The fields in the form's order, those side by side gathered: [[name ... timeline], [challenge], [message]]. */
const fieldGroups = FIELD_ORDER.reduce<[ContactField, ...ContactField[]][]>((groups, field) => {
  const last = groups.at(-1);
  if (last && inRow(field) && inRow(last[0])) last.push(field);
  else groups.push([field]);
  return groups;
}, []);

/**
 * What the form shows above its fields, whichever way it was sent: "sent", the confirmation; "invalid", the error
 * summary; the others, a notice, for what the island cannot toast and for the native POST's answers. "unreadable":
 * the server could not read the post at all (another encoding, far too large), so it holds none of the values.
 */
export type Notice = "sent" | "invalid" | "rate-limit" | "failed" | "unreadable";
const NOTICES: readonly Notice[] = ["sent", "invalid", "rate-limit", "failed", "unreadable"];

/** Everything the form shows besides its labels. */
export type ContactFormState = {
  values: ContactFormValues;
  errors: FieldErrors;
  notice: Notice | null;
  /** Submissions already made from this page (SPEC §4's counter). */
  submissions: number;
};

export const EMPTY_STATE: ContactFormState = { values: EMPTY_FORM, errors: {}, notice: null, submissions: 0 };

/** The value a control's HTML gives it (not what has been typed since): what the page was rendered with. */
function renderedValue(control: Element | RadioNodeList | null): string {
  if (control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement) return control.defaultValue;
  if (control instanceof HTMLSelectElement) {
    return ([...control.options].find((option) => option.defaultSelected) ?? control.options[0])?.value ?? "";
  }
  return "";
}

/**
 * The state the form's HTML shows as the island starts: empty as built, or the server's answer to a native POST.
 * The island's first render repeats it exactly, so hydration changes nothing on the page; what the visitor typed
 * meanwhile stays in the controls, and react-hook-form reads it from there. Null outside a browser.
 */
function renderedState(): ContactFormState | null {
  if (typeof document === "undefined") return null;
  const form = document.getElementById(FORM_ID);
  if (!(form instanceof HTMLFormElement)) return null;
  const values = { ...EMPTY_FORM };
  for (const name of Object.keys(values) as (keyof ContactFormValues)[]) {
    values[name] = renderedValue(form.elements.namedItem(name));
  }
  const errors: FieldErrors = {};
  for (const name of FIELD_ORDER) {
    const shown = document.getElementById(`${FIELD_IDS[name]}-error`)?.textContent;
    if (shown) errors[name] = shown;
  }
  const notice = form.querySelector("[data-notice]")?.getAttribute("data-notice");
  return {
    values,
    errors,
    notice: NOTICES.find((known) => known === notice) ?? null,
    submissions: Number(renderedValue(form.elements.namedItem(SUBMISSIONS_FIELD))) || 0,
  };
}

function formErrors(errors: FieldErrors): FormErrors<ContactFormValues> | undefined {
  const entries = Object.entries(errors).map(([name, message]) => [name, { type: "validate", message }]);
  return entries.length ? Object.fromEntries(entries) : undefined;
}

/** "n/2000 characters": first the count the HTML shows, so hydration matches, then the text's own. */
function CharacterCount({
  form,
  field,
  max,
  shownAtFirst,
}: {
  form: UseFormReturn<ContactFormValues>;
  field: ContactField;
  max: number;
  shownAtFirst: number;
}) {
  const subscribe = useCallback(
    (onChange: () => void) => form.subscribe({ name: field, formState: { values: true }, callback: onChange }),
    [form, field],
  );
  const length = useSyncExternalStore(
    subscribe,
    // Undefined until the control has registered, during hydration.
    () => (form.getValues(field) ?? "").length,
    () => shownAtFirst,
  );
  return (
    <p id={counterId(field)} className="ml-auto shrink-0 text-ink-soft tabular-figures">
      {length}/{max} characters
    </p>
  );
}

/** Under the failure message: the address, as a mailto: link that carries everything typed (mail-fallback.ts). */
function failureDescription(values: ContactFormValues, copy: ContactFormCopy) {
  return (
    <>
      {copy.failureHint}{" "}
      <a
        href={mailtoWithDetails(values, { subject: copy.mailSubject, fields: copy.fields })}
        className="font-semibold text-teal-700 underline underline-offset-2"
      >
        {site.email}
      </a>
      .
    </>
  );
}

/**
 * The confirmation and the error summary: focus moves to them (tabindex -1), and their outline shows it even when
 * a click sent it there. Scrolled to, they stop below the header and the toast that comes with them (scroll-mt).
 */
const ANSWER_PANEL =
  "mb-6 scroll-mt-24 rounded-2xl p-4 sm:p-6 focus:outline-3 focus:outline-offset-2 focus:outline-teal-600";
const ANSWER_HEADING = "flex gap-2.5 text-xl font-semibold text-navy-900";
const ANSWER_ICON = "mt-1 size-5 shrink-0";

/**
 * The confirmation that stays above the emptied form after a send, by script or by the native POST: SPEC §8's
 * thank-you, the contact page's next steps, and the way to send another request. It stays until the next submit.
 */
function SentConfirmation({
  copy: { sent, nextSteps },
  ref,
}: {
  copy: Pick<ContactFormCopy, "sent" | "nextSteps">;
  ref: Ref<HTMLElement>;
}) {
  return (
    <section
      ref={ref}
      tabIndex={-1}
      aria-labelledby="contact-sent-heading"
      data-notice="sent"
      className={cn(ANSWER_PANEL, "border border-teal-600/30 bg-teal-50 text-ink")}
    >
      <h3 id="contact-sent-heading" className={ANSWER_HEADING}>
        <CircleCheck aria-hidden="true" className={cn(ANSWER_ICON, "text-teal-700")} />
        {sent.heading}
      </h3>
      <p className="mt-2">{MESSAGES.sent}</p>
      <h4 className="mt-5 text-sm font-semibold tracking-wider text-teal-800 uppercase">{nextSteps.heading}</h4>
      <ol className="mt-3 grid gap-2.5">
        {nextSteps.steps.map((step, index) => (
          <li key={step.title} className="flex gap-3">
            <span
              aria-hidden="true"
              className="flex size-6 shrink-0 items-center justify-center rounded-full bg-navy-900 text-xs font-semibold text-white"
            >
              {index + 1}
            </span>
            <span className="font-medium text-navy-900">{step.title}</span>
          </li>
        ))}
      </ol>
      <p className="mt-5 border-t border-teal-600/20 pt-4 text-sm text-ink-soft">{sent.anotherRequest}</p>
    </section>
  );
}

/**
 * A summary link moves focus to its control, as GOV.UK's error summary does: a fragment link alone only scrolls in
 * some browsers, and it would leave the hash in the address. Before the island runs, the link's fragment still
 * takes the visitor there.
 */
function focusControl(event: MouseEvent<HTMLAnchorElement>) {
  const control = document.getElementById(decodeURIComponent(event.currentTarget.hash.slice(1)));
  if (!control) return;
  event.preventDefault();
  // Its scroll margin (form-field.tsx) keeps the label and hint in view below the sticky header.
  control.scrollIntoView({ block: "start" });
  control.focus({ preventScroll: true });
}

/** The error summary (GOV.UK's pattern): a link to each field in error, in field order, the field's message as text. */
function ErrorSummary({
  heading,
  errors,
  ref,
}: {
  heading: string;
  errors: [ContactField, string][];
  ref: Ref<HTMLElement>;
}) {
  return (
    <section
      ref={ref}
      tabIndex={-1}
      aria-labelledby="contact-error-summary-heading"
      data-notice="invalid"
      className={cn(ANSWER_PANEL, "border-2 border-danger bg-danger/5")}
    >
      <div role="alert">
        <h3 id="contact-error-summary-heading" className={ANSWER_HEADING}>
          <CircleAlert aria-hidden="true" className={cn(ANSWER_ICON, "text-danger")} />
          {heading}
        </h3>
        <ul className="mt-3 grid gap-2">
          {errors.map(([name, message]) => (
            <li key={name}>
              <a
                href={`#${FIELD_IDS[name]}`}
                onClick={focusControl}
                className="font-medium text-danger underline underline-offset-2 hover:decoration-2"
              >
                {message}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** What the form cannot do, in the form: the limit, a failure to send or to read the post. */
function FormNotice({
  notice,
  values,
  copy,
}: {
  notice: Exclude<Notice, "sent" | "invalid">;
  values: ContactFormValues;
  copy: ContactFormCopy;
}) {
  const text = { "rate-limit": MESSAGES.rateLimit, failed: MESSAGES.sendFailed, unreadable: MESSAGES.sendFailed }[
    notice
  ];
  return (
    <div
      role="alert"
      data-notice={notice}
      className="mb-6 flex gap-3 rounded-2xl border border-danger/30 bg-danger/5 px-4 py-3 text-sm font-medium text-danger"
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <p>
        {text}
        {notice === "failed" ? (
          <span className="mt-1 block font-normal text-ink">{failureDescription(values, copy)}</span>
        ) : null}
        {notice === "unreadable" ? (
          <span className="mt-1 block font-normal text-ink">
            {copy.unreadableHint}{" "}
            <a href={`mailto:${site.email}`} className="font-semibold text-teal-700 underline underline-offset-2">
              {site.email}
            </a>
            .
          </span>
        ) : null}
      </p>
    </div>
  );
}

export type ContactFormProps = {
  /** The form's words, from the contact page's file (content/pages/contact.yaml). */
  copy: ContactFormCopy;
  nativeAction: NativeAction;
  /** Given only by the server answering a native POST; in the browser the form starts from the page. */
  initial?: ContactFormState;
};

/** The discovery-call form (SPEC §3 to §5): validate, send through EmailJS, and never lose what was typed. */
export function ContactForm({ copy, nativeAction, initial }: ContactFormProps) {
  const [start] = useState(() => {
    const state = initial ?? renderedState() ?? EMPTY_STATE;
    return { state, errors: formErrors(state.errors) };
  });
  // No defaults in the browser: react-hook-form then takes each control's value as it registers, which keeps
  // anything typed or chosen before the island ran.
  const form = useForm<ContactFormValues>({ defaultValues: initial?.values, errors: start.errors });
  const {
    register,
    getValues,
    setError,
    clearErrors,
    reset,
    setValue,
    formState: { errors },
  } = form;
  const { toaster, getToast } = useLazyToaster();
  const [pending, setPending] = useState(false);
  const [notice, setNotice] = useState(start.state.notice);
  const submissions = useRef(start.state.submissions);
  const busy = useRef(false);
  const prefetched = useRef(false);
  const formElement = useRef<HTMLFormElement>(null);
  /** The confirmation or the error summary, whichever is shown: focus moves there once it is on the page. */
  const answer = useRef<HTMLElement>(null);

  function showAnswer(shown: Notice, update?: () => void) {
    flushSync(() => {
      update?.();
      setNotice(shown);
    });
    answer.current?.scrollIntoView({ block: "start" });
    answer.current?.focus({ preventScroll: true });
  }

  useEffect(() => {
    const element = formElement.current;
    if (!element) return;
    // The site takes its leads itself: the clock of the minimum fill time starts now (form-token.ts).
    if (nativeAction.kind === "post") requestFormToken();
    // The visitor was in the form before its script ran (onFocus never fired): fetch what Send needs now.
    if (element.contains(document.activeElement) && !prefetched.current) {
      prefetched.current = true;
      prefetch();
    }
    // The handler is live: complete a Send pressed before now (widgets/early-send-guard.astro).
    markReady(element);
  }, [nativeAction.kind]);

  // The draft (draft.ts): restored into the fields still empty, then kept on every change, until a send succeeds.
  useEffect(() => {
    let restoring: ReturnType<typeof setTimeout> | undefined;
    if (start.state.notice === "sent") {
      clearDraft();
    } else {
      const draft = readDraft() ?? {};
      // Once focus has settled: a focus change makes React start the island at once, between the blur and the
      // focus, when no field is active yet, and the field the visitor is moving into would get the draft's text.
      restoring = setTimeout(() => {
        const active = document.activeElement;
        const typingIn =
          active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement ? active.name : undefined;
        for (const [name, value] of Object.entries(restorable(draft, getValues(), typingIn))) {
          setValue(name as keyof ContactFormValues, value);
        }
        // Also keeps what was typed before the island ran.
        saveDraft(getValues());
      });
    }
    const unsubscribe = form.subscribe({ formState: { values: true }, callback: ({ values }) => saveDraft(values) });
    return () => {
      clearTimeout(restoring);
      unsubscribe();
    };
  }, [form, getValues, setValue, start.state.notice]);

  const field = (name: keyof ContactFormValues) => ({
    ...register(name, { onChange: () => clearErrors(name) }),
    defaultValue: start.state.values[name],
  });

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    // One submission at a time: a double click sends once.
    if (busy.current) return;
    busy.current = true;
    setNotice(null);
    let toast: Toast | undefined;
    try {
      // In parallel: on a phone each is a round trip, and a Send held before the island was ready waits for them.
      const [{ checkContact }, { sendDiscoveryCall }, loadedToast] = await Promise.all([
        loadSchema(),
        loadSender(),
        getToast(),
      ]);
      toast = loadedToast;
      const check = checkContact(getValues(), submissions.current);
      if (!check.ok) {
        // A filled honeypot means a bot: SPEC §5 gives it no visible message.
        if (check.reason === "bot") return;
        if (check.reason === "rate-limit") {
          setNotice("rate-limit");
          toast.error(check.message);
          return;
        }
        showAnswer("invalid", () => {
          clearErrors();
          for (const name of FIELD_ORDER) {
            const message = check.errors[name];
            if (message) setError(name, { type: "validate", message });
          }
        });
        toast.error(MESSAGES.validationFailed);
        return;
      }
      clearErrors();
      submissions.current += 1;
      setPending(true);
      await sendDiscoveryCall(check.submission);
      reset(EMPTY_FORM);
      clearDraft();
      showAnswer("sent");
      toast.success(MESSAGES.sent);
    } catch {
      // Every value stays in the form and in the draft; the visitor can retry, or send it all by email.
      if (toast)
        toast.error(MESSAGES.sendFailed, { description: failureDescription(getValues(), copy), duration: 15_000 });
      else setNotice("failed");
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

  const errorOf = (name: keyof ContactFormValues) => errors[name]?.message;
  const describedField = (name: ContactField) => {
    const described: FieldDescription = CONTACT_FIELDS[name];
    const counter =
      described.kind === "textarea" && described.counter ? (
        <CharacterCount form={form} field={name} max={described.max} shownAtFirst={start.state.values[name].length} />
      ) : undefined;
    return (
      <ContactFieldControl
        key={name}
        field={name}
        words={copy.fields[name]}
        error={errorOf(name)}
        registered={field(name)}
        footer={counter}
      />
    );
  };
  // Editing a field clears its error (SPEC §4), and with it its link.
  const summary = FIELD_ORDER.flatMap((name): [ContactField, string][] => {
    const message = errorOf(name);
    return message ? [[name, message]] : [];
  });

  return (
    // The site's one tooltip provider (SPEC §4: 700 ms open delay, 300 ms skip window): the tooltips open by CSS
    // before this island runs; the provider adds Escape and the skip window once it does.
    <TooltipProvider>
      <form
        ref={formElement}
        id={FORM_ID}
        action={nativeAction.action}
        method="post"
        encType={nativeAction.kind === "mailto" ? nativeAction.encType : undefined}
        noValidate
        onSubmit={submit}
        onFocus={onFirstFocus}
        aria-describedby="contact-required-note"
        className="group/contact grid scroll-mt-24 gap-6"
      >
        <div>
          {/* On the page from the start, so screen readers announce the confirmation as it appears in it. */}
          <div role="status">{notice === "sent" ? <SentConfirmation ref={answer} copy={copy} /> : null}</div>
          {notice === "invalid" && summary.length > 0 ? (
            <ErrorSummary ref={answer} heading={copy.errorSummary.heading} errors={summary} />
          ) : null}
          {notice && notice !== "sent" && notice !== "invalid" ? (
            // As rendered (the server's answer, which hydration must match), then as typed since.
            <FormNotice notice={notice} values={{ ...start.state.values, ...getValues() }} copy={copy} />
          ) : null}
          <p id="contact-required-note" className="text-sm text-ink-soft">
            <span aria-hidden="true" className="font-semibold text-danger">
              *
            </span>{" "}
            {copy.requiredNote}
          </p>
        </div>
        {fieldGroups.map((group) =>
          inRow(group[0]) ? (
            // Rows of two from 640 px, each field four rows of this grid (FormField's inRow): its spacing is each
            // field's own padding, as a grid's row gap would open between a field's label, hint and control too.
            <div key={group[0]} className="-mb-6 grid gap-x-6 sm:grid-cols-2">
              {group.map(describedField)}
            </div>
          ) : (
            group.map(describedField)
          ),
        )}
        {/* A trap for bots: out of sight, out of the tab order and hidden from assistive technology. */}
        <div aria-hidden="true" className="absolute -left-[9999px] size-px overflow-hidden">
          <label htmlFor={FIELD_IDS.honeypot}>{copy.fields.honeypot.label}</label>
          <input id={FIELD_IDS.honeypot} type="text" tabIndex={-1} autoComplete="off" {...field("honeypot")} />
        </div>
        {nativeAction.kind === "post" ? (
          <input type="hidden" name={SUBMISSIONS_FIELD} defaultValue={start.state.submissions} />
        ) : null}
        {/* One line: the privacy notice tells the rest (the draft kept in this browser, the cookie, how long). */}
        <p className="text-sm text-ink-soft">
          {copy.privacyNote}{" "}
          <a href={PRIVACY_PATH} className="font-semibold text-teal-700 underline underline-offset-2">
            {copy.privacyLink}
          </a>
        </p>
        <div className="flex flex-col gap-4 border-t border-sand-200 pt-6 sm:flex-row sm:items-center sm:justify-between">
          {nativeAction.kind === "mailto" ? (
            <noscript>
              <p className="text-sm text-ink-soft sm:order-2">
                {copy.noScriptMail}{" "}
                <a href={`mailto:${nativeAction.address}`} className="font-semibold text-teal-700 underline">
                  {nativeAction.address}
                </a>
                .
              </p>
            </noscript>
          ) : null}
          {/* Button's styles on a plain button: Button itself brings Radix's Slot (for asChild links), 1 KB of
              Brotli this island would load before its controls are ready and never use. */}
          <button
            type="submit"
            disabled={pending}
            // A Send pressed before the island is ready waits (widgets/early-send-guard.astro): it looks busy meanwhile.
            className={cn(
              buttonVariants({ size: "lg" }),
              "w-full group-data-submit-held/contact:cursor-progress group-data-submit-held/contact:opacity-70 sm:w-auto",
            )}
          >
            {pending ? (
              <>
                <Loader2 aria-hidden="true" className="animate-spin motion-reduce:animate-none" />
                {copy.submitting}
              </>
            ) : (
              copy.submit
            )}
          </button>
        </div>
      </form>
      {toaster}
    </TooltipProvider>
  );
}
