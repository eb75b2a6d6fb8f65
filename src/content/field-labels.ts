/**
 * The words for each field of the files in content/: the editor's labels (keystatic.config.ts) and the names the
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

/** The contact page's file (content/pages/contact.yaml): its form's words and its side cards, after its head. */
export const CONTACT_PAGE_FIELDS = {
  form: "Form",
  requiredNote: "Note on required fields",
  fields: "Fields",
  name: "Name",
  email: "Email",
  company: "Company or organisation",
  title: "Title",
  serviceInterest: "Service interest",
  timeline: "Timeline",
  challenge: "Challenge",
  message: "Message",
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

export const SITE_FIELDS = { phone: "Phone", linkedin: "LinkedIn page", flickr: "Flickr page" } as const;

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

/** Fields that are the text below a Markdown file's details rather than a line of them: no key to name. */
const BELOW_THE_DETAILS: Record<string, string> = {
  bio: "the text below the details",
  text: "the text below the details",
  challenge: 'the "## Challenge" section below the details',
  solution: 'the "## Solution" section below the details',
};

/** The words for the fields of a file, from where it is in content/ (content/team/nadia-brooks.md: a member). */
function fieldsOf(file: string): Record<string, string> {
  if (file.includes("/team/")) return TEAM_FIELDS;
  if (file.includes("/case-studies/")) return CASE_STUDY_FIELDS;
  if (file.includes("/clients/")) return CLIENT_FIELDS;
  if (file.endsWith("/pages/contact.yaml")) return CONTACT_PAGE_FIELDS;
  if (file.includes("/pages/")) return file.endsWith(".md") ? POLICY_PAGE_FIELDS : BAND_FIELDS;
  if (file.endsWith("/site.yaml")) return SITE_FIELDS;
  if (file.endsWith("/testimonials.yaml")) return TESTIMONIAL_FIELDS;
  if (file.endsWith("/navigation.yaml")) return NAVIGATION_FIELDS;
  return {};
}

/**
 * A field as an owner reads it: the editor's label with the key the file writes in brackets ("Photo description
 * (photoAlt)"), the text below the details by where it is; inside a list, "Testimonials, number 2, Author (author)".
 */
export function fieldWords(file: string, field: string): string {
  const labels = fieldsOf(file);
  // A page file's own lines are its head's (title: the name in browser tabs); the same key deeper is a part's.
  const head: Record<string, string> = /\/pages\/[^/]+\.ya?ml$/.test(file) ? PAGE_FIELDS : {};
  const parts = field.split(", ").filter((part) => labels[part] !== "");
  return parts
    .map((part, index) => {
      const label = (index === 0 ? head[part] : undefined) ?? labels[part] ?? head[part];
      if (label === undefined) return part;
      if (index < parts.length - 1) return label;
      const below = BELOW_THE_DETAILS[part];
      return below ? `${label} (${below})` : `${label} (${part})`;
    })
    .join(", ");
}
