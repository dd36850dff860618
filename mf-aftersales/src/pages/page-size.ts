/** Requests per page of the list (the warm-up asks for the same first page). */
export const PAGE_SIZE = 10;
