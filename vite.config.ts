import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { fontFallbacks } from "./scripts/font-fallbacks";

export default defineConfig({
  plugins: [fontFallbacks(), tailwindcss(), reactRouter()],
  build: { commonjsOptions: { strictRequires: false } },
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
});
