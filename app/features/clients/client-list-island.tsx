import { ClientListPage as PrerenderedClientListPage } from "~/features/clients/client-list-page";
import { island } from "~/lib/island";

/** The body of the government and NGO pages: one client list, pre-rendered, hydrated as an island (decision 0007). */
export const ClientListIsland = island(
  () => import("~/features/clients/client-list-page").then((m) => m.ClientListPage),
  import.meta.env.SSR ? PrerenderedClientListPage : undefined,
);
