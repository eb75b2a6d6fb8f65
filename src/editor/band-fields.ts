import { fields } from "@keystatic/core";
import { BAND_FIELDS, PAGE_FIELDS } from "~/content/field-labels";
import { catalog } from "~/content/images";
import { ANCHOR_PATTERN, BACKGROUNDS } from "~/content/limits";
import type { BandKind } from "~/content/pages.schema";
import { choice } from "~/editor/choice-field";
import { options, required } from "~/editor/field-rules";

/**
 * The editor's forms for a page built from bands (content/pages/<page>.yaml): its opening, each kind of band and the
 * closing, in the order the files write them, labelled with the words the content check uses (field-labels.ts).
 */

/** A call to action: its words and where it leads. */
const actionField = (label: string, description: string) =>
  fields.object(
    {
      label: fields.text({ label: "Button text", validation: required }),
      href: fields.text({
        label: BAND_FIELDS.href,
        description: "A page of the site, e.g. /contact",
        validation: required,
      }),
    },
    { label, description },
  );

/** The name a band's heading is linked by (/events#how-we-work-heading): set once, kept when the words change. */
const anchorField = fields.text({
  label: BAND_FIELDS.anchor,
  description: "Lowercase words joined by hyphens, e.g. how-we-work. Links to the band use it: keep it as it is.",
  validation: {
    isRequired: true,
    length: { min: 1 },
    pattern: { regex: ANCHOR_PATTERN, message: "Lowercase words joined by hyphens" },
  },
});

/** A band's eyebrow, heading and intro, as every band but a quote opens. */
const bandHeading = {
  eyebrow: fields.text({ label: PAGE_FIELDS.eyebrow, description: "Optional." }),
  heading: fields.text({ label: PAGE_FIELDS.heading, validation: required }),
  intro: fields.text({ label: PAGE_FIELDS.intro, description: "Optional.", multiline: true }),
  anchor: anchorField,
};

const iconField = fields.text({
  label: BAND_FIELDS.icon,
  description:
    "The name of an icon from lucide.dev/icons, written as one word with capitals, e.g. Lightbulb or ShieldCheck.",
  validation: required,
});

const artField = (label: string, description: string) =>
  choice({
    label,
    description,
    options: options(catalog.map((image) => image.id)),
    defaultValue: catalog[0]?.id ?? "",
    notAnOption: (value) => `"${value}" is not one of the site's pictures: choose one of the list`,
  });

const textList = (label: string, itemLabel: string) =>
  fields.array(fields.text({ label: itemLabel, validation: required }), {
    label,
    itemLabel: (item) => item.value,
    validation: { length: { min: 1 } },
  });

/** A band's background: white, sand or navy. */
const backgroundField = fields.select({
  label: BAND_FIELDS.background,
  description: "Alternate the bands' backgrounds so that two alike do not meet.",
  options: BACKGROUNDS.map((value) => ({ label: value.charAt(0).toUpperCase() + value.slice(1), value })),
  defaultValue: "white",
});

/** Further buttons after the main one, each a link of the site. */
const moreButtons = (description: string, max = 2) =>
  fields.array(actionField("Button", "Its words and the page it leads to."), {
    label: max === 1 ? "Button" : "More buttons",
    description,
    itemLabel: (button) => button.fields.label.value,
    validation: { length: { max } },
  });

/** A list of kinds, once it has one block per kind of band (pages.schema.ts) and no other: else the typecheck stops here. */
function onePerKind<Field extends { element: { values: object } }>(
  field: Field &
    ([keyof Field["element"]["values"], BandKind] extends [BandKind, keyof Field["element"]["values"]]
      ? unknown
      : never),
): Field {
  return field;
}

/** The kinds of band a page can list, in the words the editor's "Add" menu shows. */
const bandKinds = fields.blocks(
  {
    steps: {
      label: BAND_FIELDS.steps,
      itemLabel: (band) => `Steps: ${band.fields.heading.value}`,
      schema: fields.object({
        ...bandHeading,
        steps: fields.array(
          fields.object({
            title: fields.text({ label: BAND_FIELDS.title, validation: required }),
            body: fields.text({ label: BAND_FIELDS.body, multiline: true, validation: required }),
          }),
          {
            label: BAND_FIELDS.steps,
            itemLabel: (step) => step.fields.title.value,
            validation: { length: { min: 1 } },
          },
        ),
      }),
    },
    figures: {
      label: "Figures with their sources (on navy)",
      itemLabel: (band) => `Figures: ${band.fields.heading.value}`,
      schema: fields.object({
        ...bandHeading,
        stats: fields.array(
          fields.object({
            figure: fields.text({
              label: BAND_FIELDS.figure,
              description: "As it reads on the card, e.g. $101M or 70%.",
              validation: required,
            }),
            label: fields.text({
              label: "What it measures",
              description: "One sentence, after the figure.",
              multiline: true,
              validation: required,
            }),
            source: fields.text({
              label: BAND_FIELDS.source,
              description: "Always shown on the card.",
              validation: required,
            }),
            method: fields.text({
              label: BAND_FIELDS.method,
              description: "Shown when a visitor asks about the source.",
              multiline: true,
              validation: required,
            }),
          }),
          {
            label: BAND_FIELDS.stats,
            itemLabel: (stat) => stat.fields.figure.value,
            validation: { length: { min: 1 } },
          },
        ),
      }),
    },
    cards: {
      label: "Cards with icons",
      itemLabel: (band) => `Cards: ${band.fields.heading.value}`,
      schema: fields.object({
        ...bandHeading,
        background: backgroundField,
        cards: fields.array(
          fields.object({
            icon: iconField,
            title: fields.text({ label: BAND_FIELDS.title, validation: required }),
            body: fields.text({ label: BAND_FIELDS.body, multiline: true, validation: required }),
          }),
          {
            label: BAND_FIELDS.cards,
            description: "Four cards show four across on wide screens; any other number, three.",
            itemLabel: (card) => card.fields.title.value,
            validation: { length: { min: 1 } },
          },
        ),
      }),
    },
    pictures: {
      label: "Pictures with captions (on sand)",
      itemLabel: (band) => `Pictures: ${band.fields.heading.value}`,
      schema: fields.object({
        ...bandHeading,
        items: fields.array(
          fields.object({
            image: artField(
              "Picture",
              "One of the site's pictures; its description for visitors who cannot see it comes with it.",
            ),
            title: fields.text({ label: BAND_FIELDS.title, validation: required }),
            caption: fields.text({ label: BAND_FIELDS.caption, multiline: true, validation: required }),
          }),
          {
            label: BAND_FIELDS.items,
            itemLabel: (item) => item.fields.title.value,
            validation: { length: { min: 1 } },
          },
        ),
      }),
    },
    audiences: {
      label: "Audiences side by side",
      itemLabel: (band) => `Audiences: ${band.fields.heading.value}`,
      schema: fields.object({
        ...bandHeading,
        channels: fields.array(
          fields.object({
            icon: iconField,
            title: fields.text({ label: BAND_FIELDS.title, validation: required }),
            body: fields.text({ label: BAND_FIELDS.body, multiline: true, validation: required }),
            points: textList("What we do for them", "Point"),
          }),
          {
            label: BAND_FIELDS.channels,
            itemLabel: (channel) => channel.fields.title.value,
            validation: { length: { min: 1 } },
          },
        ),
      }),
    },
    services: {
      label: "Services, each with its picture",
      itemLabel: (band) => `Services: ${band.fields.heading.value}`,
      schema: fields.object({
        ...bandHeading,
        blocks: fields.array(
          fields.object({
            eyebrow: fields.text({ label: "Label above the title", validation: required }),
            title: fields.text({ label: BAND_FIELDS.title, validation: required }),
            body: fields.text({ label: BAND_FIELDS.body, multiline: true, validation: required }),
            points: textList("Points", "Point"),
            image: artField("Picture", "One of the site's pictures."),
            action: actionField("Button", "Leads to the service's page, at its top, e.g. /events#top."),
          }),
          {
            label: BAND_FIELDS.blocks,
            itemLabel: (block) => block.fields.title.value,
            validation: { length: { min: 1 } },
          },
        ),
      }),
    },
    points: {
      label: "Points beside their heading",
      itemLabel: (band) => `Points: ${band.fields.heading.value}`,
      schema: fields.object({
        ...bandHeading,
        background: backgroundField,
        points: fields.array(
          fields.object({
            icon: fields.text({
              label: BAND_FIELDS.icon,
              description:
                "Optional: an icon from lucide.dev/icons, e.g. Zap. Points without icons are numbered 01, 02 and so on.",
            }),
            title: fields.text({ label: BAND_FIELDS.title, validation: required }),
            body: fields.text({ label: BAND_FIELDS.body, multiline: true, validation: required }),
          }),
          {
            label: BAND_FIELDS.points,
            itemLabel: (point) => point.fields.title.value,
            validation: { length: { min: 1 } },
          },
        ),
        buttons: moreButtons("Optional: buttons under the heading.", 2),
      }),
    },
    links: {
      label: "Buttons to other pages",
      itemLabel: (band) => `Buttons: ${band.fields.heading.value}`,
      schema: fields.object({
        ...bandHeading,
        background: backgroundField,
        links: fields.array(actionField("Button", "Its words and the page it leads to."), {
          label: BAND_FIELDS.buttons,
          itemLabel: (button) => button.fields.label.value,
          validation: { length: { min: 1 } },
        }),
      }),
    },
    caseStudies: {
      label: "The case studies (each one with a page)",
      itemLabel: (band) => `Case studies: ${band.fields.heading.value}`,
      schema: fields.object({
        ...bandHeading,
        linkLabel: fields.text({
          label: "Link on each card",
          description: 'e.g. Read the case study; screen readers add "about" and the study\'s title.',
          validation: required,
        }),
        more: fields.object(
          {
            title: fields.text({ label: BAND_FIELDS.title, validation: required }),
            body: fields.text({ label: BAND_FIELDS.body, multiline: true, validation: required }),
            link: actionField("Link", "Its words and the page it leads to, e.g. /project-snapshots."),
          },
          { label: BAND_FIELDS.more, description: "After the studies, leading to the rest of the work." },
        ),
      }),
    },
    pictureLinks: {
      label: "Cards with pictures, each leading to a page",
      itemLabel: (band) => `Picture cards: ${band.fields.heading.value}`,
      schema: fields.object({
        ...bandHeading,
        cards: fields.array(
          fields.object({
            title: fields.text({ label: BAND_FIELDS.title, validation: required }),
            body: fields.text({ label: BAND_FIELDS.body, multiline: true, validation: required }),
            href: fields.text({
              label: BAND_FIELDS.href,
              description: "A page of the site, e.g. /events",
              validation: required,
            }),
            linkLabel: fields.text({ label: BAND_FIELDS.linkLabel, validation: required }),
            image: artField("Picture", "One of the site's pictures."),
          }),
          {
            label: BAND_FIELDS.cards,
            itemLabel: (card) => card.fields.title.value,
            validation: { length: { min: 1 } },
          },
        ),
      }),
    },
    testimonials: {
      label: "Testimonials side by side (on sand)",
      itemLabel: (band) => `Testimonials: ${band.fields.heading.value}`,
      schema: fields.object({
        ...bandHeading,
        testimonials: fields.array(
          fields.text({
            label: BAND_FIELDS.testimonial,
            description: "The Id of a testimonial in Contact and quotes → Testimonials, e.g. un-agency.",
            validation: required,
          }),
          { label: BAND_FIELDS.testimonials, itemLabel: (item) => item.value, validation: { length: { min: 1 } } },
        ),
      }),
    },
    quote: {
      label: "A testimonial (on sand)",
      itemLabel: (band) => `Testimonial: ${band.fields.testimonial.value}`,
      schema: fields.object({
        testimonial: fields.text({
          label: BAND_FIELDS.testimonial,
          description: "The Id of a testimonial in Contact and quotes → Testimonials, e.g. health-foundation.",
          validation: required,
        }),
        links: moreButtons("Optional: one link under the quote.", 1),
      }),
    },
  },
  {
    label: BAND_FIELDS.sections,
    description: "The page's bands below its opening, in order. Each starts with its heading, except a testimonial.",
  },
);

/** What a page built from bands adds to its head and opening: its art and button, its bands, its closing. */
export const bandFields = {
  hero: fields.object(
    {
      image: artField("Art", "The picture beside the page's heading."),
      action: actionField("Button", "The button under the intro; every such button leads to /contact."),
      secondary: moreButtons("Up to two, beside the main button."),
    },
    { label: BAND_FIELDS.hero },
  ),
  sections: onePerKind(bandKinds),
  closing: fields.object(
    {
      eyebrow: fields.text({ label: PAGE_FIELDS.eyebrow, description: "Optional." }),
      heading: fields.text({ label: PAGE_FIELDS.heading, validation: required }),
      intro: fields.text({ label: PAGE_FIELDS.intro, description: "Optional.", multiline: true }),
      action: actionField("Button", "Every closing button leads to /contact."),
      secondary: moreButtons("Up to two, beside the main button."),
    },
    { label: BAND_FIELDS.closing, description: "The call to action at the end of the page." },
  ),
};

/** The home page's opening: pictures cross-fading behind the heading, two buttons and a line of trust. */
export const slideshowField = fields.object(
  {
    slides: fields.array(
      fields.object({
        image: artField("Picture", "One of the site's wide pictures."),
        mobilePosition: fields.text({
          label: BAND_FIELDS.mobilePosition,
          description:
            'Where the picture stays in view on a narrow screen, across then down, e.g. "68% 50%". A new value needs a developer.',
          validation: required,
        }),
      }),
      { label: BAND_FIELDS.slides, itemLabel: (slide) => slide.fields.image.value, validation: { length: { min: 1 } } },
    ),
    intervalMs: fields.integer({
      label: BAND_FIELDS.intervalMs,
      description: "5000, five seconds: the site's cross-fade is drawn for it. Leave it as it is.",
      validation: { isRequired: true, min: 3000 },
    }),
    actions: fields.array(actionField("Button", "Its words and the page it leads to."), {
      label: BAND_FIELDS.buttons,
      description: "Two: the first to /contact, the second to another page.",
      itemLabel: (button) => button.fields.label.value,
      validation: { length: { min: 2, max: 2 } },
    }),
    trustLine: fields.text({
      label: BAND_FIELDS.trustLine,
      description: "The line under the buttons.",
      validation: required,
    }),
  },
  { label: BAND_FIELDS.slideshow },
);
