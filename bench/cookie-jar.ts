/** A browser's cookies for a benchmark's client, kept between requests as a browser keeps them. */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  get size(): number {
    return this.cookies.size;
  }

  /** Takes what a response sets; a cookie set empty or expired is dropped. */
  keep(response: Response): void {
    for (const header of response.headers.getSetCookie()) {
      const pair = header.split(";")[0]!;
      const name = pair.slice(0, pair.indexOf("="));
      const value = pair.slice(pair.indexOf("=") + 1);
      if (value === "" || /max-age=0/i.test(header)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  /** The Cookie header a browser would send. */
  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }
}
