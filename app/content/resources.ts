/**
 * Client resources, from content/resources.yaml. Every link goes to the agency's own official
 * site; docs/decisions/0003-resource-links.md records how each URL was checked.
 */
import { resources } from "virtual:content";

export type ResourceLink = (typeof resources.federalLinks)[number];
export type Tip = (typeof resources.tips)[number];

export const { tips, federalLinks, stateRefundLinks } = resources;
