/**
 * The CMS's field for a time of day (the schema's `widget: "time"`, docs/product.md §18: "times are
 * accepted as she writes them"). The owner types "5 pm", "5:30pm" or "17:00"; the field keeps
 * the one form the data files hold ("17:00", rules/clock-time.ts) as soon as what she typed
 * reads as a time, and shows it back as visitors read it ("5:00 pm") once she leaves it.
 * What does not read as a time is kept as typed, and the build's check says what it wants.
 */
import { Component, type ChangeEvent } from "react";

import { formatTime, parseTime } from "~/rules/clock-time.ts";

import type { TextControlProps } from "./date-controls.tsx";

export class TimeControl extends Component<TextControlProps, { typing?: string }> {
  override state: { typing?: string } = {};

  /** The value as visitors read it, or as typed when it is no time. */
  shown(): string {
    const time = parseTime(this.props.value);
    return time ? formatTime(time) : (this.props.value ?? "");
  }

  handleFocus = () => {
    this.setState({ typing: this.shown() });
    this.props.setActiveStyle();
  };

  handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const typing = event.target.value;
    this.setState({ typing });
    this.props.onChange(parseTime(typing) ?? typing);
  };

  handleBlur = () => {
    this.setState({ typing: undefined });
    this.props.setInactiveStyle();
  };

  override render() {
    const { forID, classNameWrapper } = this.props;
    return (
      <input
        type="text"
        id={forID}
        className={classNameWrapper}
        value={this.state.typing ?? this.shown()}
        autoComplete="off"
        enterKeyHint="done"
        onFocus={this.handleFocus}
        onChange={this.handleChange}
        onBlur={this.handleBlur}
      />
    );
  }
}
