/**
 * /contact (public): the team's address and hours, the contact form, and the way to the FAQ.
 * On a phone: address, form, FAQ; on a desktop the two cards sit beside the form.
 */
import { useToast } from "../lib/toast";
import { ContactForm } from "./contact/ContactForm";
import { EmailCard, FaqCard } from "./contact/ContactCards";
import { previewToast } from "./contact/PreviewToast";
import { pageTitle } from "../../contract/page-titles";

export const CONTACT_TEXT = {
  pageTitle: pageTitle("Contact"),
  eyebrow: "Contact",
  title: "Talk to the Parlo team",
  intro: "A question about a lesson, a bug, an idea for the tutor, or something else entirely? Tell us, and a person on the team will answer.",
};

export default function ContactPage() {
  const toast = useToast();
  return (
    <div className="page py-10 sm:py-14">
      <title>{CONTACT_TEXT.pageTitle}</title>
      <header className="max-w-2xl">
        <p className="text-sm font-semibold uppercase tracking-wider text-accent">{CONTACT_TEXT.eyebrow}</p>
        <h1 className="mt-2 text-3xl font-extrabold tracking-tight sm:text-4xl">{CONTACT_TEXT.title}</h1>
        <p className="mt-3 text-lg text-muted">{CONTACT_TEXT.intro}</p>
      </header>
      <div className="mt-8 grid gap-5 sm:mt-10 lg:grid-cols-5 lg:grid-rows-[auto_1fr] lg:gap-6">
        <EmailCard className="self-start lg:col-span-2 lg:row-start-1" />
        <div className="lg:col-span-3 lg:col-start-3 lg:row-span-2 lg:row-start-1">
          <ContactForm onPreview={(url) => toast.toast(previewToast(url))} />
        </div>
        <FaqCard className="self-start lg:col-span-2 lg:row-start-2" />
      </div>
    </div>
  );
}
