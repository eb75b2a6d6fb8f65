import { CONTACT_FIELDS, FIELD_ORDER, type ContactField } from "~/contact/contact-fields";

/**
 * The words for each field of the files in content/, by type (content-types.ts): the editor's labels and the names the
 * content check gives a field in its problems ("Photo description (photoAlt)"), so both speak of a field alike.
 */
export const TEAM_FIELDS = {
  name: "Full name",
  role: "Role",
  groups: "Groups",
  order: "Position in their groups",
  portrait: "Portrait",
  bio: "Bio",
} as const;

export const CASE_STUDY_FIELDS = {
  title: "Title",
  shortName: "Short name",
  page: "Page address",
  client: "Client",
  sector: "Sector",
  headline: "Headline",
  description: "Description",
  results: "Results",
  atAGlance: "Results at a glance",
  icon: "Icon",
  photo: "Photo",
  photoAlt: "Photo description",
  image: "Art",
  quote: "Quote",
  quoteAuthor: "Quote author",
  story: "Challenge and solution",
  challenge: "Challenge",
  solution: "Solution",
} as const;

export const PAGE_FIELDS = {
  title: "Name in browser tabs",
  description: "Description",
  eyebrow: "Label above the heading",
  heading: "Heading",
  intro: "Intro",
} as const;

/**
 * The fields of a page built from bands (content/pages/<page>.yaml: its opening, bands and closing). "value" holds a
 * band's fields in the file, as the editor writes a list of kinds: no field of its own, so no words.
 */
export const BAND_FIELDS = {
  hero: "Opening art and button",
  slideshow: "Opening pictures and buttons",
  slides: "Pictures",
  mobilePosition: "Focal point on phones",
  intervalMs: "Time each picture shows (milliseconds)",
  trustLine: "Line of trust",
  sections: "Bands",
  closing: "Closing call to action",
  discriminant: "Kind of band",
  value: "",
  anchor: "Link name",
  background: "Background",
  action: "Button",
  actions: "Buttons",
  secondary: "More buttons",
  buttons: "Buttons",
  links: "Buttons",
  label: "Words",
  href: "Leads to",
  title: "Title",
  body: "Text",
  icon: "Icon",
  image: "Picture",
  caption: "Caption",
  steps: "Steps",
  stats: "Figures",
  figure: "Figure",
  source: "Source",
  method: "How it was measured",
  cards: "Cards",
  items: "Pictures",
  channels: "Audiences",
  points: "Points",
  blocks: "Services",
  linkLabel: "Link text",
  more: "Last card",
  testimonial: "Testimonial",
  testimonials: "Testimonials",
} as const;

/**
 * The contact page's file (content/pages/contact.yaml): its form's words, each field under its name in the editor
 * (src/contact/contact-fields.ts), and its side cards, after its head.
 */
export const CONTACT_PAGE_FIELDS = {
  form: "Form",
  requiredNote: "Note on required fields",
  fields: "Fields",
  ...(Object.fromEntries(FIELD_ORDER.map((field) => [field, CONTACT_FIELDS[field].editorName])) as Record<
    ContactField,
    string
  >),
  honeypot: "Hidden field for bots",
  label: "Label",
  placeholder: "First entry of the list",
  help: "Help beside the label",
  hint: "Hint under the label",
  submit: "Send button",
  submitting: "Send button while sending",
  failureHint: "After a failed send",
  unreadableHint: "After a send that could not be read",
  noScriptMail: "Without JavaScript",
  mailSubject: "Email subject",
  privacyNote: "Privacy line",
  privacyLink: "Privacy link",
  sent: "After a send",
  anotherRequest: "Another request",
  errorSummary: "After a failed check",
  sideCards: "Side cards",
  getInTouch: "Get in touch",
  emailLabel: "Email label",
  phoneLabel: "Phone label",
  phoneNote: "Phone note",
  responseTime: "Response time",
  nextSteps: "What happens next",
  steps: "Steps",
  body: "Text",
  immediate: "Immediate action",
  action: "Button text",
} as const;

export const POLICY_PAGE_FIELDS = {
  ...PAGE_FIELDS,
  reviewed: "Last reviewed",
  contactHeading: "Closing heading",
  contactText: "Closing text",
  text: "Text",
} as const;

export const SITE_FIELDS = {
  phone: "Phone",
  linkedin: "LinkedIn page",
  flickr: "Flickr page",
  timeZone: "Time zone",
} as const;

/** content/navigation.yaml: an entry per page the header or footer links to, then the footer's headings. */
export const NAVIGATION_FIELDS = {
  capabilities: "Our Capabilities",
  events: "Events",
  experiences: "Experiences",
  communications: "Communications",
  team: "Our Team",
  impact: "Our Impact",
  projectSnapshots: "Project Snapshots",
  clientRoster: "Client Roster",
  approach: "Our Approach",
  privacy: "Privacy Notice",
  accessibility: "Accessibility Statement",
  getStarted: "Get Started button",
  label: "Link text",
  description: "Line under the link",
  footerHeadings: "Footer headings",
  services: "Over the services",
  company: "Over the firm's pages",
  contact: "Over email and phone",
} as const;

export const TESTIMONIAL_FIELDS = {
  testimonials: "Testimonials",
  id: "Id",
  quote: "Quote",
  author: "Author",
  title: "Role and organisation",
} as const;

export const CLIENT_FIELDS = {
  clients: "Clients",
  singleColumn: "Keep the list in one column",
  departments: "Departments",
  name: "Department",
  agencies: "Agencies",
} as const;
