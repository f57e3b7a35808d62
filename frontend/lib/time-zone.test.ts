import { afterEach, describe, expect, it, vi } from "vitest";
import { TIME_ZONE_COOKIE } from "../../contract/constants";

/** The module afresh, as a new page load finds it. */
async function freshPage() {
  vi.resetModules();
  return import("./time-zone");
}

function keptZone(): string | undefined {
  const pair = document.cookie.split("; ").find((part) => part.startsWith(`${TIME_ZONE_COOKIE}=`));
  return pair && decodeURIComponent(pair.split("=")[1]!);
}

function browserIn(zone: string) {
  const real = Intl.DateTimeFormat;
  return vi.spyOn(Intl, "DateTimeFormat").mockImplementation(((...args: ConstructorParameters<typeof Intl.DateTimeFormat>) => {
    const format = new real(...args);
    const options = format.resolvedOptions();
    return Object.assign(format, { resolvedOptions: () => ({ ...options, timeZone: zone }) });
  }) as unknown as typeof Intl.DateTimeFormat);
}

afterEach(() => {
  document.cookie = `${TIME_ZONE_COOKIE}=; Path=/; Max-Age=0`;
  vi.restoreAllMocks();
});

describe("the browser's time zone", () => {
  it("is asked of Intl on a first visit and kept in the cookie the Worker draws home by", async () => {
    const intl = browserIn("America/Sao_Paulo");
    const { browserTimeZone } = await freshPage();
    expect(browserTimeZone()).toBe("America/Sao_Paulo");
    expect(keptZone()).toBe("America/Sao_Paulo");
    expect(browserTimeZone()).toBe("America/Sao_Paulo");
    expect(intl).toHaveBeenCalledTimes(1);
  });

  it("is taken from the cookie on later pages without asking Intl, until the page is idle and it is checked", async () => {
    document.cookie = `${TIME_ZONE_COOKIE}=${encodeURIComponent("Asia/Kolkata")}; Path=/`;
    const intl = browserIn("Asia/Kolkata");
    const { browserTimeZone, checkTimeZone } = await freshPage();
    expect(browserTimeZone()).toBe("Asia/Kolkata");
    expect(intl).not.toHaveBeenCalled();
    checkTimeZone();
    expect(browserTimeZone()).toBe("Asia/Kolkata");
  });

  it("follows a learner who travelled once the check sees the browser elsewhere", async () => {
    document.cookie = `${TIME_ZONE_COOKIE}=${encodeURIComponent("Asia/Kolkata")}; Path=/`;
    browserIn("Europe/Madrid");
    const { browserTimeZone, checkTimeZone } = await freshPage();
    expect(browserTimeZone()).toBe("Asia/Kolkata");
    checkTimeZone();
    expect(browserTimeZone()).toBe("Europe/Madrid");
    expect(keptZone()).toBe("Europe/Madrid");
  });
});
