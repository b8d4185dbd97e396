// The tracking settings screen is mounted by the router as a lazy page (tracking-settings-page.tsx).
export {};
