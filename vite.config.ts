import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { fontFallbacks } from "./scripts/font-fallbacks";

export default defineConfig({
  plugins: [fontFallbacks(), tailwindcss(), reactRouter()],
  build: {
    commonjsOptions: { strictRequires: false },
    rollupOptions: {
      output: {
        manualChunks: (id) => (/\/node_modules\/(react-dom|scheduler)\//.test(id) ? "react-dom" : undefined),
      },
    },
  },
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
});
