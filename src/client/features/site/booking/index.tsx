/** Booking a consultation (docs/decisions/0028-booking-and-chat.md): the visitor's pages, in a chunk of their own. */
export { BookPage } from './book-page';
export { BookingManagePage } from './manage-page';
export { prefetchBookPage } from './api/get-booking-slots';
