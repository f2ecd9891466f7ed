-- os.execute at load
os.execute("touch /tmp/governor-pwned")
return {}
