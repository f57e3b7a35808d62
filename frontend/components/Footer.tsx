import { Link } from "react-router";

const linkClass = "rounded text-muted hover:text-ink";
/** Read once, when the app starts: a render reads no clock. */
const YEAR = new Date().getFullYear();

export function Footer() {
  return (
    <footer className="border-t border-line py-8 text-sm">
      <div className="page flex flex-col items-center justify-between gap-4 sm:flex-row">
        <nav aria-label="Footer" className="flex flex-wrap items-center justify-center gap-x-5 gap-y-2">
          <Link to="/about" className={linkClass}>About</Link>
          <Link to="/privacy" className={linkClass}>Privacy</Link>
          <Link to="/terms" className={linkClass}>Terms</Link>
          <Link to="/contact" className={linkClass}>Contact</Link>
          <a href="https://github.com/parlo-app" className={linkClass} rel="noopener noreferrer" target="_blank">GitHub</a>
        </nav>
        <p className="text-muted">© {YEAR} Parlo. All rights reserved.</p>
      </div>
    </footer>
  );
}
