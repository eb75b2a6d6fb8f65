import { getCollection } from "astro:content";
import { teamArt } from "~/content/images";
import { portraitCrop, toTeamMember, type TeamMember } from "~/content/team.schema";
import { uploadedImage } from "~/content/uploaded-image";
import { slugify } from "~/lib/slug";

function uploadedPortrait(src: ImageMetadata, name: string) {
  return uploadedImage(src, { ...portraitCrop(name), widths: [400, 800] });
}

/** The team, from the team collection (content/team/*.md), for the pages to hand to their components. */
export async function getTeam(): Promise<TeamMember[]> {
  const entries = await getCollection("team");
  return Promise.all(
    entries.map(async ({ data, body }) => {
      const photo = data.portrait ? await uploadedPortrait(data.portrait, data.name) : teamArt(slugify(data.name));
      return toTeamMember(data, body ?? "", photo);
    }),
  );
}
