import { existsSync } from "node:fs";
import path from "node:path";

/*
 * `npm start` reads the project's .env, as the README says (Node's own loader; the build reads it through Vite).
 * Imported first by main.ts, so it runs before any module reads process.env. A variable already set in the
 * environment wins over the file.
 */
const envFile = path.resolve(import.meta.dirname, "..", ".env");
if (existsSync(envFile)) process.loadEnvFile(envFile);
