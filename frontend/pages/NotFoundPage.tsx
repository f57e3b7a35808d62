import { Compass } from "lucide-react";
import { Link } from "react-router";
import { pageTitle } from "../../contract/page-titles";

export const NOT_FOUND_TEXT = {
  pageTitle: pageTitle("Page Not Found"),
  title: "Page Not Found",
  body: "The page you are looking for might have been removed, had its name changed, or is temporarily unavailable.",
  home: "Go Home",
  languages: "See Languages",
};

export default function NotFoundPage() {
  return (
    <div className="page flex min-h-[70vh] flex-col items-center justify-center py-16 text-center">
      <title>{NOT_FOUND_TEXT.pageTitle}</title>
      <Compass size={56} className="text-accent" aria-hidden />
      <h1 className="mt-6 text-3xl font-extrabold sm:text-4xl">{NOT_FOUND_TEXT.title}</h1>
      <p className="mt-4 max-w-md text-muted">{NOT_FOUND_TEXT.body}</p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <Link to="/" className="btn-primary">{NOT_FOUND_TEXT.home}</Link>
        <Link to="/languages" className="btn-secondary">{NOT_FOUND_TEXT.languages}</Link>
      </div>
    </div>
  );
}
