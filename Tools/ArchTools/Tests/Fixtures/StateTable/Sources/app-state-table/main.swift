print(#"{"states": ["loading", "unauthenticated", "error:networkUnavailable"], "transitions": ["#)
print(#"{"from": "loading", "to": "unauthenticated"}, {"from": "loading", "to": "error:networkUnavailable"},"#)
print(#"{"from": "error:networkUnavailable", "to": "loading"}]}"#)
