/// <reference types="astro/client" />
/* eslint-disable @typescript-eslint/consistent-type-imports -- an ambient declaration file names its types inline */

/** What `npm start` hands the pages it renders on request (server/on-demand.ts). */
declare namespace App {
  interface Locals {
    /** The contact form's no-JavaScript post, checked by the server: the form's state and the answer's status. */
    contactAnswer?: { state: import("~/islands/contact-form/contact-form").ContactFormState; status: number };
    /** The staff area's pages: who is signed in, the token for their forms, what they read (server/staff-area.ts). */
    staffArea?: import("~/staff/staff-area").StaffArea;
  }
}
