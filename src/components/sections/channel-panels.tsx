import type { Feature } from "~/content/story.schema";
import { IconBadge, type WithIcon } from "./section";

export type Channel = WithIcon<Feature> & { points: string[] };

/** Two audiences side by side, each with what we do for it. */
export function ChannelPanels({ channels }: { channels: Channel[] }) {
  return (
    <div className="mt-12 grid gap-6 sm:mt-16 lg:grid-cols-2">
      {channels.map((channel) => (
        <article key={channel.title} className="rounded-3xl border border-sand-200 bg-sand-50 p-8 sm:p-12">
          <IconBadge icon={channel.icon} />
          <h3 className="mt-6 text-2xl font-semibold text-navy-900 sm:text-3xl">{channel.title}</h3>
          <p className="mt-4 text-lg leading-relaxed text-ink-soft">{channel.body}</p>
          <ul className="mt-8 grid list-disc gap-3 pl-5 text-ink marker:text-teal-600">
            {channel.points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        </article>
      ))}
    </div>
  );
}
