/** The site-wide notice (content/notice.yaml); an empty text means none is shown. */
import { notice as data } from "virtual:content";

export const notice = data;
