/**
 * sonner (2.0.8) has no stylesheet-only mode: its module adds its CSS as a <style> element when it loads, first
 * empty, then with its text. The contact page's Content-Security-Policy allows exactly those two texts by hash
 * (contact.astro). If sonner's CSS changes, toast-style.test.ts fails with the new hash.
 */
export const TOAST_STYLE_HASHES = [
  // The empty text, checked when the element is inserted.
  "sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=",
  "sha256-StEaX+se6YS7pqjzrzMIA0KaX9zF/8zAhvQXZAe5epY=",
] as const;
