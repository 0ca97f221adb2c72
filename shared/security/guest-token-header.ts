/**
 * The header a guest of an embedded dashboard sends its token in, as Superset's embedded client does (the API also
 * takes it as a bearer token). Its own file: every page's API client names it, and nothing else of guest tokens.
 */
export const GUEST_TOKEN_HEADER = 'X-GuestToken';
