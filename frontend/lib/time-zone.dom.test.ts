import { afterEach, describe, expect, it, vi } from "vitest";
import { readTimeZoneCookie, TIME_ZONE_COOKIE } from "../../contract/calendar-day";

/** The module afresh, as a new page load finds it. */
async function freshPage() {
  vi.resetModules();
  return import("./time-zone");
}

function keptZone(): string | undefined {
  const pair = document.cookie.split("; ").find((part) => part.startsWith(`${TIME_ZONE_COOKIE}=`));
  return pair && readTimeZoneCookie(decodeURIComponent(pair.split("=")[1]!)).timeZone;
}

const RealDateTimeFormat = Intl.DateTimeFormat;
let browserZone = "UTC";
/** Intl as a browser in `zone` answers (one spy per test: asking it again only moves the browser). */
function browserIn(zone: string, offsetMinutes: number) {
  browserZone = zone;
  vi.spyOn(Date.prototype, "getTimezoneOffset").mockReturnValue(offsetMinutes);
  if (vi.isMockFunction(Intl.DateTimeFormat)) return Intl.DateTimeFormat;
  return vi.spyOn(Intl, "DateTimeFormat").mockImplementation(((...args: ConstructorParameters<typeof Intl.DateTimeFormat>) => {
    const format = new RealDateTimeFormat(...args);
    const options = format.resolvedOptions();
    return Object.assign(format, { resolvedOptions: () => ({ ...options, timeZone: browserZone }) });
  }) as unknown as typeof Intl.DateTimeFormat);
}

afterEach(() => {
  document.cookie = `${TIME_ZONE_COOKIE}=; Path=/; Max-Age=0`;
  vi.restoreAllMocks();
});

describe("the browser's time zone", () => {
  it("is asked of Intl on a first visit and kept in the cookie the Worker draws home by", async () => {
    const intl = browserIn("America/Sao_Paulo", 180);
    const { browserTimeZone } = await freshPage();
    expect(browserTimeZone()).toBe("America/Sao_Paulo");
    expect(keptZone()).toBe("America/Sao_Paulo");
    expect(browserTimeZone()).toBe("America/Sao_Paulo");
    expect(intl).toHaveBeenCalledTimes(1);
  });

  it("is taken from the cookie on later pages, and checking it asks Intl nothing while the clock keeps its offset", async () => {
    const intl = browserIn("Asia/Kolkata", -330);
    (await freshPage()).browserTimeZone();
    vi.mocked(intl).mockClear();
    const { browserTimeZone, checkTimeZone } = await freshPage();
    expect(browserTimeZone()).toBe("Asia/Kolkata");
    checkTimeZone();
    expect(browserTimeZone()).toBe("Asia/Kolkata");
    expect(intl).not.toHaveBeenCalled();
  });

  it("follows a learner who travelled once the check sees the clock moved", async () => {
    browserIn("Asia/Kolkata", -330);
    (await freshPage()).browserTimeZone();
    browserIn("Europe/Madrid", -60);
    const { browserTimeZone, checkTimeZone } = await freshPage();
    expect(browserTimeZone()).toBe("Asia/Kolkata");
    checkTimeZone();
    expect(browserTimeZone()).toBe("Europe/Madrid");
    expect(keptZone()).toBe("Europe/Madrid");
  });
});
