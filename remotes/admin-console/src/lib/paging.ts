/**
 * The admin lists' page size (resources, inquiries, waitlist, users…). The paging rules
 * themselves (pageRange, pageCount, parsePage) are @csan/shared-ui/forms', written once.
 */
export const ADMIN_PAGE_SIZE = 10;
