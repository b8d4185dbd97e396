/** How long a courier's invitation link works, in days (as a staff invitation's). */
export const INVITATION_DAYS = 7;
