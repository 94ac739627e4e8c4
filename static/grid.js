// Results grid: Enter moves to the next game's field like Tab, and a typed shortcut moves on
// once the field is complete.
document.addEventListener("DOMContentLoaded", function () {
  var fields = Array.prototype.slice.call(document.querySelectorAll("#grid input.game"));
  fields.forEach(function (f, i) {
    f.addEventListener("keydown", function (e) {
      if (e.key === "Enter" && i + 1 < fields.length) { e.preventDefault(); fields[i + 1].focus(); fields[i + 1].select(); }
    });
    f.addEventListener("input", function () {
      if (["1", "0", "=", "+"].indexOf(f.value) >= 0 && i + 1 < fields.length) { fields[i + 1].focus(); fields[i + 1].select(); }
    });
  });
  if (fields.length) { var first = fields.find(function (f) { return f.value === ""; }) || fields[0]; first.focus(); }
});
