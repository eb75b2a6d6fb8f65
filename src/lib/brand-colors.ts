/**
 * The brand colours drawn outside the stylesheet (the wordmark image, the social card): the same values as
 * src/app.css's theme, which the pages' own colours come from.
 */
export const brandColors = {
  navy900: "#0b1f33",
  navy800: "#12304d",
  navy700: "#1b4266",
  teal: "#3fc1b0",
  teal600: "#0f8577",
  teal700: "#0f6f66",
  saffron300: "#fcd27a",
  saffron400: "#f7b943",
  white: "#ffffff",
} as const;
