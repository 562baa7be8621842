import { messages } from "~/interface-strings.ts";
import { services } from "virtual:content";

/** The seven return types and their forms, as a real table. */
export function ReturnTypesTable() {
  return (
    <div className="overflow-hidden rounded-2xl border border-slate-200">
      <table className="w-full text-left">
        <caption className="sr-only">{services.returnTypesCaption}</caption>
        <thead className="bg-slate-50 text-sm text-slate-700">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold sm:px-6">
              {messages.returnTypes.typeHeader}
            </th>
            <th scope="col" className="px-4 py-3 font-semibold sm:px-6">
              {messages.returnTypes.formHeader}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {services.returnTypes.map((row) => (
            <tr key={row.taxpayer}>
              <th scope="row" className="px-4 py-3 font-medium text-slate-900 sm:px-6">
                {row.taxpayer}
              </th>
              <td className="px-4 py-3 text-slate-700 tabular-nums sm:px-6">{row.forms}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
