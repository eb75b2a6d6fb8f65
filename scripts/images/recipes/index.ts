import { aurora } from "./aurora";
import { editorial } from "./editorial";
import { portrait } from "./portrait";
import type { Recipe } from "./types";

/** Every art recipe by name, as image catalog entries refer to them. */
export const recipes: Record<string, Recipe> = {
  aurora,
  portrait,
  editorial,
};
