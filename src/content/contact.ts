import type { ContactContent } from "~/content/contact.schema";

export type { ContactContent } from "~/content/contact.schema";

/** Copy of the contact page's form and side cards. Messages and limits live in src/contact/contact-rules.ts. */
export const contactContent: ContactContent = {
  form: {
    heading: "Tell us what you are working on",
    intro:
      "A few details help us come to the call prepared. Everything you share stays between you and the people who will run the conversation.",
    requiredNote: "Fields marked with an asterisk are required.",
    fields: {
      name: { label: "Name", placeholder: "Jordan Ellis" },
      email: { label: "Email", placeholder: "jordan@organisation.org" },
      company: { label: "Company or organisation", placeholder: "Organisation name" },
      title: { label: "Title", placeholder: "Director of Strategy" },
      serviceInterest: {
        label: "Service Interest",
        placeholder: "Choose a service",
        help: "Events bring people together to decide, experiences immerse them in an idea, communications carry it further. Not sure yet? Leave it open and we will work it out on the call.",
      },
      timeline: {
        label: "Timeline",
        placeholder: "Choose a timeline",
        help: "When you would like work to start. It tells us which team to bring to the discovery call; nothing is booked until you agree.",
      },
      challenge: {
        label: "Challenge",
        hint: "What needs to change, who has to be part of it, and what happens if nothing does?",
      },
      message: {
        label: "Message",
        hint: "Anything else that helps: dates, locations, audience size or budget range.",
      },
      honeypot: { label: "Website" },
    },
    submit: "Request my discovery call",
    submitting: "Submitting...",
    failureHint: "Everything you typed is still in the form. You can also write to us at",
    unreadableHint:
      "What was sent could not be read, so none of it could be kept. Please fill in the form again, or write to us at",
    noScriptMail: "Without JavaScript, sending opens your email program with everything you typed, addressed to",
    mailSubject: "Discovery call request",
    formTokenNote: "The form also sets one cookie, a signed timestamp that helps us tell people from bots.",
    privacyLink: "How we handle what you send: privacy notice",
    sent: {
      heading: "Your request is with our team",
      anotherRequest: "Another project in mind? The form below is ready for your next request.",
    },
    errorSummary: { heading: "There is a problem" },
  },
  sideCardsLabel: "Other ways to reach us",
  getInTouch: {
    heading: "Get in Touch",
    emailLabel: "Email",
    phoneLabel: "Phone",
    phoneNote: "Prefer to talk it through? Call us on weekdays between 9 am and 6 pm Eastern.",
    responseTime: "We reply to every enquiry within 24 hours.",
  },
  nextSteps: {
    heading: "What Happens Next?",
    steps: [
      {
        title: "We respond within 24 hours",
        body: "A senior member of the team reads your note and replies personally, never with an autoresponder.",
      },
      {
        title: "We schedule a 30-minute discovery call",
        body: "We ask about your goals, your stakeholders and your constraints, and share how similar challenges have played out.",
      },
      {
        title: "We propose an approach if we are aligned",
        body: "If we are the right partner, you receive a short proposal with format, timeline and investment. If not, we say so.",
      },
    ],
  },
  immediate: {
    heading: "Ready for Immediate Action?",
    body: "Initial consultations are complimentary. If a deadline is close, call us and we will make time this week.",
    action: "Call us now",
  },
};
