// Results grid: Enter moves to the next game's field like Tab, and the field moves on by
// itself once it holds a complete result of the event: one of the forms the page lists in
// `data-complete` (`2:0`, `1-1`, `1/2-1/2`, `=`, `+:-`...), none of which begins a longer one.
// A first key that may begin a longer result (`1` of `1:1`, `0` of `0-2`) never moves on, so
// whatever keys the result takes (Shift for `:`, AltGr, a numeric pad, a phone's keyboard), it
// is typed in full in its own field; Tab or Enter moves on after the short keys.
document.addEventListener("DOMContentLoaded", function () {
  var grid = document.getElementById("grid");
  if (!grid) { return; }
  var complete = (grid.getAttribute("data-complete") || "").split(" ").filter(Boolean);
  var fields = Array.prototype.slice.call(grid.querySelectorAll("input.game"));
  fields.forEach(function (f, i) {
    f.addEventListener("keydown", function (e) {
      if (e.key === "Enter" && i + 1 < fields.length) { e.preventDefault(); fields[i + 1].focus(); fields[i + 1].select(); }
    });
    f.addEventListener("input", function () {
      var typed = f.value.replace(/\s+/g, "");
      if (complete.indexOf(typed) >= 0 && i + 1 < fields.length) {
        fields[i + 1].focus();
        fields[i + 1].select();
      }
    });
  });
  if (fields.length) { var first = fields.find(function (f) { return f.value === ""; }) || fields[0]; first.focus(); }
});
