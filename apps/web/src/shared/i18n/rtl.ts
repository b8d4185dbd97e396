import classes from './rtl.module.css';

/** Give an icon that points a way (arrow, chevron): it is mirrored when the page reads right to left. */
export const FLIP_IN_RTL = classes.flip;
