import { arches } from "./arches";
import { aurora } from "./aurora";
import { constellation } from "./constellation";
import { contour } from "./contour";
import { editorial } from "./editorial";
import { isometric } from "./isometric";
import { portrait } from "./portrait";
import { ribbons } from "./ribbons";
import type { Recipe } from "./types";

/** Every art recipe by name, as image catalog entries refer to them. */
export const recipes: Record<string, Recipe> = {
  arches,
  aurora,
  constellation,
  contour,
  editorial,
  isometric,
  portrait,
  ribbons,
};
