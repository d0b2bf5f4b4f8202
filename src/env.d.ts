/// <reference types="astro/client" />

declare namespace App {
  interface Locals {
    user: import("./server/auth/current-user.ts").SessionUser | null;
    session: import("./server/auth/session.ts").Session | null;
    requestId: string;
  }
}
