// Results grid: Enter moves to the next game's field like Tab, and a typed shortcut moves on
// once the field is complete. A shortcut that begins a longer code (`1` of `1-1`, `0` of
// `0-2` in a 2-1-0 event) moves on too, but a `-`, `/` or `:` typed straight after it goes
// back to the field it began, so the codes of the event's scoring can be typed in full.
document.addEventListener("DOMContentLoaded", function () {
  var fields = Array.prototype.slice.call(document.querySelectorAll("#grid input.game"));
  var movedFrom = null;
  fields.forEach(function (f, i) {
    f.addEventListener("keydown", function (e) {
      var from = movedFrom;
      movedFrom = null;
      if (from === i - 1 && ["-", "/", ":"].indexOf(e.key) >= 0) {
        e.preventDefault();
        var back = fields[from];
        back.focus();
        back.value += e.key;
        return;
      }
      if (e.key === "Enter" && i + 1 < fields.length) { e.preventDefault(); fields[i + 1].focus(); fields[i + 1].select(); }
    });
    f.addEventListener("input", function () {
      if (["1", "0", "=", "+"].indexOf(f.value) >= 0 && i + 1 < fields.length) {
        movedFrom = i;
        fields[i + 1].focus();
        fields[i + 1].select();
      }
    });
  });
  if (fields.length) { var first = fields.find(function (f) { return f.value === ""; }) || fields[0]; first.focus(); }
});
