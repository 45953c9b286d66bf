/**
 * Hides an element on a phone too short for the item, a verdict and the keyboard together (a
 * 360×640 screen): what gives its room to the verdict while it is shown.
 */
export const shortPhoneHidden = 'max-md:[@media(max-height:720px)]:hidden';
