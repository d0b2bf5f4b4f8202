/** The Messages tab: contact-form messages (mark as read) and the newsletter list with its CSV export. */
import { useState } from "react";
import { showToast } from "../../../components/ui/toast.ts";
import { apiRequest } from "../../../lib/api-client.ts";
import type { ContactMessageRow, NewsletterSubscriberRow } from "../admin.schema.ts";
import { EmptyState, errorMessage, formatDate, formatDateTime, Loaded, useApiData } from "./ui.tsx";

export default function MessagesTab() {
  const messages = useApiData<{ messages: ContactMessageRow[]; unread: number; total: number }>(
    "/api/admin/messages",
  );
  const newsletter = useApiData<{ subscribers: NewsletterSubscriberRow[]; total: number }>(
    "/api/admin/newsletter",
  );
  const [busyId, setBusyId] = useState<number | null>(null);

  async function markRead(message: ContactMessageRow) {
    setBusyId(message.id);
    try {
      const updated = await apiRequest<ContactMessageRow>("POST", `/api/admin/messages/${message.id}/read`);
      messages.setData((data) => ({
        ...data,
        unread: Math.max(0, data.unread - 1),
        messages: data.messages.map((m) => (m.id === updated.id ? updated : m)),
      }));
    } catch (error) {
      showToast({
        title: "Failed to update message",
        description: errorMessage(error, "Please try again."),
        variant: "destructive",
      });
    } finally {
      setBusyId(null);
    }
  }

  return (
    <div className="grid gap-8">
      <section aria-labelledby="contact-messages-heading" className="grid gap-4">
        <h2 id="contact-messages-heading" className="text-lg font-semibold">
          Contact Messages
        </h2>
        <Loaded state={messages} label="Loading messages…">
          {(data) =>
            data.messages.length === 0 ? (
              <EmptyState title="No messages yet.">
                Messages sent from the Contact page appear here.
              </EmptyState>
            ) : (
              <>
                <p className="text-sm text-muted-foreground">
                  {data.total.toLocaleString("en-US")} messages · {data.unread.toLocaleString("en-US")} unread
                </p>
                <ul className="grid gap-3">
                  {data.messages.map((m) => (
                    <li key={m.id} className={`card p-4 ${m.readAt ? "" : "border-primary"}`}>
                      <div className="flex flex-wrap items-start justify-between gap-2">
                        <div className="min-w-0">
                          <p className="font-semibold">
                            {m.readAt ? null : <span className="badge badge-primary mr-2">New</span>}
                            {m.subject}
                          </p>
                          <p className="break-all text-sm text-muted-foreground">
                            {m.name} ·{" "}
                            <a
                              className="text-link"
                              href={`mailto:${m.email}?subject=${encodeURIComponent(`Re: ${m.subject}`)}`}
                            >
                              {m.email}
                            </a>
                            {m.userId ? ` · User #${m.userId}` : ""}
                          </p>
                        </div>
                        <span className="text-xs text-muted-foreground">{formatDateTime(m.createdAt)}</span>
                      </div>
                      <p className="mt-3 whitespace-pre-line text-sm">{m.message}</p>
                      {m.readAt ? null : (
                        <button
                          type="button"
                          className="btn btn-outline btn-sm mt-3"
                          disabled={busyId === m.id}
                          onClick={() => markRead(m)}
                        >
                          Mark as read
                        </button>
                      )}
                    </li>
                  ))}
                </ul>
              </>
            )
          }
        </Loaded>
      </section>

      <section aria-labelledby="newsletter-heading" className="grid gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="newsletter-heading" className="text-lg font-semibold">
            Newsletter Subscribers
          </h2>
          <a className="btn btn-outline btn-sm" href="/api/admin/newsletter.csv" download>
            Export CSV
          </a>
        </div>
        <Loaded state={newsletter} label="Loading subscribers…">
          {(data) =>
            data.subscribers.length === 0 ? (
              <EmptyState title="No newsletter subscribers yet." />
            ) : (
              <>
                <p className="text-sm text-muted-foreground">
                  {data.total.toLocaleString("en-US")} subscribers (newest first)
                </p>
                <ul className="divide-y divide-border rounded-lg border border-border text-sm">
                  {data.subscribers.map((s) => (
                    <li key={s.id} className="flex flex-wrap justify-between gap-2 px-3 py-2">
                      <span className="break-all">{s.email}</span>
                      <span className="text-muted-foreground">{formatDate(s.createdAt)}</span>
                    </li>
                  ))}
                </ul>
              </>
            )
          }
        </Loaded>
      </section>
    </div>
  );
}
