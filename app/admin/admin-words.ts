/**
 * The CMS's own words where the owner meets them (docs/product.md §18), over Decap's English: a
 * missing value said as the build says it, a refused publish that says where to look, and
 * buttons in sentence case ("Log in"). Everything else is Decap's.
 */
type Phrases = { [key: string]: string | Phrases };

export const adminWords = {
  auth: {
    login: "Log in",
    loginWithGitHub: "Log in with GitHub",
  },
  editor: {
    editorToolbar: {
      unsavedChanges: "Unsaved changes",
    },
    editorControlPane: {
      widget: {
        required: "%{fieldLabel} is required.",
      },
    },
  },
  ui: {
    toast: {
      missingRequiredField:
        "Not published: a field marked in red needs a change. Nothing was saved.",
      onFailToPersist: "Not published: %{details}",
    },
  },
} satisfies Phrases;

/** Decap's phrases with ours laid over them, key by key. */
export function withAdminWords(phrases: Phrases, over: Phrases = adminWords): Phrases {
  const merged: Phrases = { ...phrases };
  for (const [key, value] of Object.entries(over)) {
    const under = merged[key];
    merged[key] =
      typeof value === "object" && typeof under === "object" ? withAdminWords(under, value) : value;
  }
  return merged;
}
