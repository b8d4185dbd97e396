/*
 * What the rest of the app may use of the bulk upload feature. The router mounts
 * bulk-upload-page.tsx (/bulk-orders) directly, lazily: its file check runs in a
 * Web Worker and the spreadsheet libraries load only on that screen.
 */
export {};
