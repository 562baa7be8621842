/** Services, the return types table and who we serve, from content/services.yaml. */
import { services as data } from "virtual:content";

export type Service = (typeof data.services)[number];
export type ReturnType = (typeof data.returnTypes)[number];

export const { services, returnTypes, clientTypes } = data;
