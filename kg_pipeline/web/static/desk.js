// Keyboard shortcuts for the review desk: j/k next/previous, a accept, r reject, / filter,
// Enter/o open. No framework and no build step; nothing here reads or writes document text.
(function () {
  "use strict";

  function typing(event) {
    var t = event.target;
    return t && (t.tagName === "INPUT" || t.tagName === "SELECT" || t.tagName === "TEXTAREA" || t.isContentEditable);
  }

  function rows() {
    return Array.prototype.slice.call(document.querySelectorAll("#items tbody tr[data-href]"));
  }

  function select(list, index) {
    list.forEach(function (row) { row.classList.remove("current"); });
    var row = list[Math.max(0, Math.min(list.length - 1, index))];
    if (row) { row.classList.add("current"); row.scrollIntoView({ block: "nearest" }); }
  }

  function current(list) {
    for (var i = 0; i < list.length; i++) { if (list[i].classList.contains("current")) return i; }
    return -1;
  }

  // On the item page: a/r pick the decision; with a reason typed, Enter (or a/r again) sends it.
  function intend(decision) {
    var form = document.getElementById("decide") || document.getElementById("overturn");
    if (!form) return;
    var button = decision === "ACCEPT" ? document.getElementById("accept") : document.getElementById("reject");
    if (!button || button.disabled) return;
    var reason = document.getElementById("reason");
    var reviewer = document.getElementById("reviewer");
    form.classList.remove("intent-ACCEPT", "intent-REJECT");
    form.classList.add("intent-" + decision);
    form.dataset.intent = decision;
    if (reason && !reason.value.trim()) { reason.focus(); return; }
    if (reviewer && !reviewer.value.trim()) { reviewer.focus(); return; }
    button.click();
  }

  document.addEventListener("keydown", function (event) {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    if (typing(event)) {
      if (event.key === "Escape") event.target.blur();
      var form = event.target.form;
      if (event.key === "Enter" && form && form.classList.contains("decide") && form.id !== "bulk-confirm") {
        // Enter never picks a decision by itself: it sends the one chosen with a/r, if any.
        event.preventDefault();
        if (form.dataset.intent) intend(form.dataset.intent);
      }
      return;
    }
    var list = rows();
    var next = document.getElementById("next");
    var prev = document.getElementById("prev");
    switch (event.key) {
      case "j":
        if (list.length) select(list, current(list) + 1); else if (next) window.location.href = next.href;
        break;
      case "k":
        if (list.length) select(list, current(list) - 1); else if (prev) window.location.href = prev.href;
        break;
      case "Enter":
      case "o":
        if (list.length && current(list) >= 0) window.location.href = list[current(list)].dataset.href;
        else return;
        break;
      case "a":
        if (list.length && current(list) >= 0) window.location.href = list[current(list)].dataset.href;
        else intend("ACCEPT");
        break;
      case "r":
        if (list.length && current(list) >= 0) window.location.href = list[current(list)].dataset.href;
        else intend("REJECT");
        break;
      case "/":
        var field = document.querySelector("#filters select, #filters input");
        if (field) field.focus(); else return;
        break;
      default:
        return;
    }
    event.preventDefault();
  });
})();
