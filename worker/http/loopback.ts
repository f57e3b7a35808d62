/** The developer's own machine, by the host name a request was addressed to. */
export const LOOPBACK_HOST = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/;
