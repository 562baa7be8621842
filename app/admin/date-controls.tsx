/**
 * The CMS's fields for days (the schema's `widget: "date"` and `"month-day"`, docs/product.md
 * §24: "the phone's date picker with the weekday"): a date is the browser's own date input (a
 * phone opens its picker), with the weekday beside it, kept as the data files hold it
 * ("2027-04-15"); a day of any year (the tax season's bounds) is a month and a day chosen in
 * words, kept as "01-15". The build's own check speaks at the field (site-widgets.tsx).
 */
import { Component, type ChangeEvent } from "react";

import { weekdayOf } from "~/rules/calendar-day.ts";
import { ISO_DATE_PATTERN, MONTH_DAY_PATTERN } from "~/rules/patterns.ts";

interface DayControlProps {
  forID: string;
  value?: string;
  classNameWrapper: string;
  onChange: (value: string) => void;
  setActiveStyle: () => void;
  setInactiveStyle: () => void;
}

export class DateControl extends Component<DayControlProps> {
  handleChange = (event: ChangeEvent<HTMLInputElement>) => this.props.onChange(event.target.value);

  override render() {
    const { forID, value = "", classNameWrapper, setActiveStyle, setInactiveStyle } = this.props;
    const isDate = ISO_DATE_PATTERN.test(value) && !Number.isNaN(Date.parse(value));
    return (
      <div className="cms-day">
        <input
          type="date"
          id={forID}
          className={classNameWrapper}
          value={isDate ? value : ""}
          onChange={this.handleChange}
          onFocus={setActiveStyle}
          onBlur={setInactiveStyle}
        />
        <span>{isDate ? weekdayOf(value) : ""}</span>
      </div>
    );
  }
}

const MONTHS = Array.from({ length: 12 }, (_, month) =>
  new Intl.DateTimeFormat("en-US", { month: "long", timeZone: "UTC" }).format(
    Date.UTC(2000, month),
  ),
);
const twoDigits = (number: number) => String(number).padStart(2, "0");

export class MonthDayControl extends Component<DayControlProps> {
  choose = (month: string, day: string) => this.props.onChange(`${month}-${day}`);

  override render() {
    const { forID, value = "", classNameWrapper } = this.props;
    const [month = "", day = ""] = MONTH_DAY_PATTERN.test(value) ? value.split("-") : [];
    return (
      <div className="cms-day">
        <select
          id={forID}
          className={classNameWrapper}
          value={month}
          onChange={(event) => this.choose(event.target.value, day || "01")}
        >
          {MONTHS.map((name, index) => (
            <option key={name} value={twoDigits(index + 1)}>
              {name}
            </option>
          ))}
        </select>
        <select
          aria-label="Day"
          className={classNameWrapper}
          value={day}
          onChange={(event) => this.choose(month || "01", event.target.value)}
        >
          {Array.from({ length: 31 }, (_, index) => (
            <option key={index} value={twoDigits(index + 1)}>
              {index + 1}
            </option>
          ))}
        </select>
      </div>
    );
  }
}
