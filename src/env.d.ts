/// <reference types="astro/client" />
/* eslint-disable @typescript-eslint/consistent-type-imports -- an ambient declaration file names its types inline */

/** What `npm start` hands the pages it renders on request (server/on-demand.ts). */
declare namespace App {
  interface Locals {
    /** The contact form's no-JavaScript post, checked by the server: the form's state and the answer's status. */
    contactAnswer?: { state: import("~/islands/contact-form/contact-form").ContactFormState; status: number };
    /**
     * The content of the version being served (the live release's, or a preview's), for the pages rendered on
     * request: the content bundled in them is the version's the server started with (server/served-build.ts).
     */
    siteContent?: {
      contactPage: import("~/content/pages.schema").ContactPage;
      siteFacts: import("~/content/site-facts.schema").SiteFacts;
      navigation: import("~/content/navigation").Navigation;
    };
    /**
     * The staff area's pages: who is signed in, the token for their forms, what they read
     * (server/staff/staff-area-plugin.ts, through request.pageLocals).
     */
    staffArea?: import("~/staff/staff-pages").StaffAreaLocals;
  }
}

/** The site's own client directive, as components in .astro files take it (src/islands/after-paint.ts). */
declare namespace Astro {
  interface ClientDirectives {
    "client:afterpaint"?: boolean;
  }
}
